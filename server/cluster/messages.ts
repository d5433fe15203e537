import type { Admission, Attempt } from '../portal/signInGuard';

/**
 * What the server processes of one cluster say to each other over Node's IPC channel. Every
 * message carries `tims` (its kind), so a message of another origin is told apart and ignored.
 */

/** One rate-limit key's requests counted by a worker since it last reported. */
export interface RateCount {
  /** The limit's scope (the context it is registered in, and the route when it has its own). */
  scope: string;
  key: string;
  /** The fixed window the requests fell in: its end, epoch ms. */
  windowEnd: number;
  count: number;
}

/** What the other workers counted for a key in its window, as the primary knows it. */
export interface RateTotal {
  scope: string;
  key: string;
  windowEnd: number;
  others: number;
}

/** The calls a worker makes to the primary's sign-in guard, with what each answers. */
export interface GuardCalls {
  admit: { args: [username: string, address: string]; result: Admission };
  failed: { args: [attempt: Attempt]; result: null };
  succeeded: { args: [attempt: Attempt]; result: null };
}
export type GuardMethod = keyof GuardCalls;

export type ToPrimary =
  | { tims: 'rate-counts'; counts: RateCount[] }
  | {
      tims: 'guard-call';
      id: number;
      method: GuardMethod;
      args: GuardCalls[GuardMethod]['args'];
    };

export type ToWorker =
  | { tims: 'rate-totals'; totals: RateTotal[] }
  | { tims: 'guard-answer'; id: number; result?: unknown; error?: string }
  /** Finish the requests under way, then exit (graceful restart and shutdown). */
  | { tims: 'shut-down' };

export function isMessage<M extends { tims: string }>(value: unknown): value is M {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { tims?: unknown }).tims === 'string'
  );
}
