import type { Worker } from 'node:cluster';
import { SignInGuard } from '../portal/signInGuard';
import {
  isMessage,
  type GuardCalls,
  type GuardMethod,
  type RateCount,
  type RateTotal,
  type ToPrimary,
  type ToWorker,
} from './messages';

/** Counts of windows that have ended are dropped this often. */
const PRUNE_INTERVAL_MS = 10_000;

interface KeyCounts {
  windowEnd: number;
  /** Requests counted by each worker (by its cluster id) in the window. */
  byWorker: Map<number, number>;
}

/**
 * What the workers of one cluster share, held by the primary: the rate limits' counts (each
 * worker reports what it counted and hears what the others did) and the local portal's sign-in
 * guard (called over IPC).
 */
export class PrimaryState {
  private readonly counts = new Map<string, KeyCounts>();
  private readonly guard: SignInGuard;
  private readonly pruning: NodeJS.Timeout;

  constructor(guard = new SignInGuard()) {
    this.guard = guard;
    this.pruning = setInterval(() => this.prune(Date.now()), PRUNE_INTERVAL_MS);
    this.pruning.unref();
  }

  /** Answers a worker's message; messages of other kinds or origins are ignored. */
  receive(worker: Pick<Worker, 'id' | 'send' | 'isConnected'>, message: unknown): void {
    if (!isMessage<ToPrimary>(message)) return;
    if (message.tims === 'rate-counts') {
      reply(worker, { tims: 'rate-totals', totals: this.count(worker.id, message.counts) });
    } else if (message.tims === 'guard-call') {
      try {
        const result = this.callGuard(message.method, message.args);
        reply(worker, { tims: 'guard-answer', id: message.id, result });
      } catch (error) {
        reply(worker, { tims: 'guard-answer', id: message.id, error: String(error) });
      }
    }
  }

  /** Stops the pruning timer (the primary is closing). */
  close(): void {
    clearInterval(this.pruning);
  }

  /** Adds a worker's counts; answers, per key, what the other workers counted. */
  count(workerId: number, counts: RateCount[]): RateTotal[] {
    return counts.map(({ scope, key, windowEnd, count }) => {
      const id = `${scope}\n${key}`;
      let entry = this.counts.get(id);
      if (!entry || entry.windowEnd < windowEnd) {
        entry = { windowEnd, byWorker: new Map() };
        this.counts.set(id, entry);
      }
      // A late report of a window that has since ended is ignored.
      if (entry.windowEnd === windowEnd) {
        entry.byWorker.set(workerId, (entry.byWorker.get(workerId) ?? 0) + count);
      }
      let others = 0;
      for (const [worker, counted] of entry.byWorker) if (worker !== workerId) others += counted;
      return { scope, key, windowEnd: entry.windowEnd, others };
    });
  }

  prune(now: number): void {
    for (const [id, entry] of this.counts) if (entry.windowEnd <= now) this.counts.delete(id);
  }

  private callGuard(method: GuardMethod, args: GuardCalls[GuardMethod]['args']): unknown {
    switch (method) {
      case 'admit': {
        const [username, address] = args as GuardCalls['admit']['args'];
        return this.guard.admit(String(username), String(address));
      }
      case 'failed':
        this.guard.failed((args as GuardCalls['failed']['args'])[0]);
        return null;
      case 'succeeded':
        this.guard.succeeded((args as GuardCalls['succeeded']['args'])[0]);
        return null;
    }
  }
}

function reply(worker: Pick<Worker, 'send' | 'isConnected'>, message: ToWorker): void {
  if (worker.isConnected()) worker.send(message);
}
