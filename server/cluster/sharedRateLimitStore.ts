import type { RateCount, RateTotal, ToWorker } from './messages';
import { onPrimaryMessage, sendToPrimary } from './workerChannel';

/** How often a worker tells the primary what it counted, and hears what the others did. */
export const SYNC_INTERVAL_MS = 200;
/** Keys kept per limit; the least recently seen go first past it (as @fastify/rate-limit's). */
export const MAX_KEYS = 10_000;

interface Entry {
  windowEnd: number;
  /** Requests this worker counted in the window. */
  mine: number;
  /** Of those, the ones not yet reported to the primary. */
  unsent: number;
  /** Requests the other workers counted in the window, as last heard from the primary. */
  others: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Every store of this worker, by scope, for the primary's answers. */
const stores = new Map<string, Counts>();
let syncing: NodeJS.Timeout | undefined;

/**
 * A @fastify/rate-limit store for the workers of one cluster: a key's requests are counted
 * across every worker, so an address gets the limit once however its connections are spread.
 * Each worker counts on its own at once and trades its counts with the primary every
 * `SYNC_INTERVAL_MS` (never waiting on a request for an answer), so the limit holds to within
 * what the other workers let through in that interval. Windows are fixed and the same for
 * every worker (a minute window ends on the minute), where the in-process store starts a
 * key's window at its first request.
 *
 * `scope` names the context the limit is registered in; a route with a limit of its own is
 * its `child`, scoped by method and URL.
 */
export function sharedRateLimitStore(scope: string) {
  return class SharedRateLimitStore {
    private readonly counts: Counts;

    constructor(childScope?: unknown) {
      this.counts = countsOf(typeof childScope === 'string' ? childScope : scope);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, this.counts.add(key, timeWindow, Date.now()));
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      callback(null, this.counts.peek(key, timeWindow, Date.now()));
    }

    /** Typed as the plugin declares it; what it passes is the route's limit with `routeInfo`. */
    child(routeOptions: object): SharedRateLimitStore {
      const limit = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const { method, url } = limit.routeInfo ?? {};
      const route = [method, url]
        .flat()
        .filter((part) => typeof part === 'string')
        .join(' ');
      return new SharedRateLimitStore(`${scope} ${route || 'own limit'}`);
    }
  };
}

function countsOf(scope: string): Counts {
  let counts = stores.get(scope);
  if (!counts) {
    counts = new Counts(scope);
    stores.set(scope, counts);
  }
  startSyncing();
  return counts;
}

class Counts {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly scope: string) {}

  add(key: string, timeWindow: number, now: number): { current: number; ttl: number } {
    const entry = this.current(key, timeWindow, now, true)!;
    entry.mine += 1;
    entry.unsent += 1;
    return { current: entry.mine + entry.others, ttl: entry.windowEnd - now };
  }

  peek(key: string, timeWindow: number, now: number): { current: number; ttl: number } {
    const entry = this.current(key, timeWindow, now, false);
    return entry
      ? { current: entry.mine + entry.others, ttl: entry.windowEnd - now }
      : { current: 0, ttl: 0 };
  }

  /** The counts to report, taken (each is reported once). */
  takeUnsent(): RateCount[] {
    const counts: RateCount[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.unsent === 0) continue;
      counts.push({ scope: this.scope, key, windowEnd: entry.windowEnd, count: entry.unsent });
      entry.unsent = 0;
    }
    return counts;
  }

  heard(total: RateTotal): void {
    const entry = this.entries.get(total.key);
    if (entry && entry.windowEnd === total.windowEnd) entry.others = total.others;
  }

  private current(
    key: string,
    timeWindow: number,
    now: number,
    create: boolean,
  ): Entry | undefined {
    const windowEnd = (Math.floor(now / timeWindow) + 1) * timeWindow;
    let entry = this.entries.get(key);
    if (entry && entry.windowEnd !== windowEnd) entry = undefined;
    if (!entry && !create) return undefined;
    entry ??= { windowEnd, mine: 0, unsent: 0, others: 0 };
    // Most recently seen last: the oldest quiet key is the one dropped.
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) break;
      this.entries.delete(oldest);
    }
    return entry;
  }
}

function startSyncing(): void {
  if (syncing) return;
  onPrimaryMessage((message: ToWorker) => {
    if (message.tims !== 'rate-totals') return;
    for (const total of message.totals) stores.get(total.scope)?.heard(total);
  });
  syncing = setInterval(() => {
    const counts = [...stores.values()].flatMap((store) => store.takeUnsent());
    if (counts.length > 0) sendToPrimary({ tims: 'rate-counts', counts });
  }, SYNC_INTERVAL_MS);
  // The counting must not keep a closing worker alive.
  syncing.unref();
}
