/**
 * How much sign-in guessing is allowed: per account and per client address, across every way
 * of signing in with a password (generateToken and both authorize paths). After a few failures
 * each further attempt must wait longer than the last (answered 429 with Retry-After, never by
 * holding the request), and many failures within a window lock the key for a while. The lock
 * is temporary by design: it stops guessing without letting a stranger shut an owner out for
 * good. Counters live in memory: of this process, or of the cluster's primary for all its
 * workers (`SignInGuardService`, server/cluster/clusterSignInGuard.ts).
 */
export interface GuessPolicy {
  /** Attempts allowed back to back before the delays start. */
  freeAttempts: number;
  /** The wait after the free attempts; it doubles with each further failure, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** This many failures within `windowMs` lock the key for `lockMs`. */
  lockAfter: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;

/** 10 failures in 15 minutes lock an account for 15 minutes (reached after about 2 minutes). */
export const ACCOUNT_POLICY: GuessPolicy = {
  freeAttempts: 3,
  firstDelayMs: 1_000,
  maxDelayMs: MINUTE,
  lockAfter: 10,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

/** More generous: an office behind one address shares it; about one guess a minute at most. */
export const ADDRESS_POLICY: GuessPolicy = {
  freeAttempts: 5,
  firstDelayMs: 1_000,
  maxDelayMs: MINUTE,
  lockAfter: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

/** Counters kept per kind of key; the oldest go first past it (bounded memory). */
export const MAX_KEYS = 10_000;

/** An admitted attempt; report its outcome with `failed` or `succeeded`. */
export interface Attempt {
  readonly account: string;
  readonly address: string;
  readonly at: number;
}

export type Admission =
  | { kind: 'allowed'; attempt: Attempt }
  /** Too soon after the last failure of the account or the address. */
  | { kind: 'wait'; reason: 'account' | 'address'; retryAfterMs: number }
  | { kind: 'locked'; reason: 'account' | 'address'; retryAfterMs: number };

interface Counter {
  /** When each failure within the window happened, oldest first (admitted attempts included). */
  failures: number[];
  lockedUntil: number;
}

export type Refusal = Exclude<Admission, { kind: 'allowed' }>;

export interface SignInGuardOptions {
  now?: () => number;
  account?: GuessPolicy;
  address?: GuessPolicy;
  maxKeys?: number;
}

export class SignInGuard {
  private readonly now: () => number;
  private readonly accounts: Counters;
  private readonly addresses: Counters;

  constructor(options: SignInGuardOptions = {}) {
    this.now = options.now ?? Date.now;
    const maxKeys = options.maxKeys ?? MAX_KEYS;
    this.accounts = new Counters(options.account ?? ACCOUNT_POLICY, maxKeys);
    this.addresses = new Counters(options.address ?? ADDRESS_POLICY, maxKeys);
  }

  /** Counters held, for tests of the bound. */
  get size(): number {
    return this.accounts.size + this.addresses.size;
  }

  /**
   * Whether a password may be checked now for this username from this address. An admitted
   * attempt counts as a failure at once, so guesses sent in parallel wait like guesses in a
   * row; `succeeded` takes it back. Unknown usernames count like real ones, so the answers
   * never tell which accounts exist.
   */
  admit(username: string, address: string): Admission {
    const at = this.now();
    const account = username.trim().toLowerCase();
    const refusals = [
      this.accounts.refusal(account, at, 'account'),
      this.addresses.refusal(address, at, 'address'),
    ].filter((refusal): refusal is Refusal => refusal !== undefined);
    if (refusals.length > 0) {
      // An account's lock is what the person at the keyboard must hear about first.
      return (
        refusals.find((r) => r.kind === 'locked' && r.reason === 'account') ??
        refusals.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a))
      );
    }
    this.accounts.record(account, at);
    this.addresses.record(address, at);
    return { kind: 'allowed', attempt: { account, address, at } };
  }

  /** The password was wrong: the attempt stays counted and may lock the account or address. */
  failed(attempt: Attempt): void {
    const at = this.now();
    this.accounts.lockIfDue(attempt.account, at);
    this.addresses.lockIfDue(attempt.address, at);
  }

  /**
   * The owner got in: the account's failures are forgotten; the address keeps its other
   * failures (one good account must not clear an address's guessing at others).
   */
  succeeded(attempt: Attempt): void {
    this.accounts.clear(attempt.account);
    this.addresses.withdraw(attempt.address, attempt.at);
  }
}

/** The counters of one kind of key, in insertion order (oldest first) for eviction. */
class Counters {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly policy: GuessPolicy,
    private readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.counters.size;
  }

  refusal(key: string, at: number, reason: 'account' | 'address'): Refusal | undefined {
    const counter = this.current(key, at);
    if (!counter) return undefined;
    if (counter.lockedUntil > at) {
      return { kind: 'locked', reason, retryAfterMs: counter.lockedUntil - at };
    }
    const { failures } = counter;
    const { freeAttempts, firstDelayMs, maxDelayMs } = this.policy;
    if (failures.length < freeAttempts) return undefined;
    const doublings = Math.min(failures.length - freeAttempts, 30);
    const delay = Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
    const last = failures[failures.length - 1] ?? at;
    return last + delay > at
      ? { kind: 'wait', reason, retryAfterMs: last + delay - at }
      : undefined;
  }

  record(key: string, at: number): void {
    const counter = this.current(key, at) ?? { failures: [], lockedUntil: 0 };
    counter.failures.push(at);
    // Most recently active last: the oldest quiet key is the one evicted.
    this.counters.delete(key);
    this.counters.set(key, counter);
    for (const oldest of this.counters.keys()) {
      if (this.counters.size <= this.maxKeys) break;
      this.counters.delete(oldest);
    }
  }

  lockIfDue(key: string, at: number): void {
    const counter = this.current(key, at);
    if (counter && counter.failures.length >= this.policy.lockAfter) {
      counter.lockedUntil = at + this.policy.lockMs;
      // The lock replaces the failures that caused it: once it ends, the owner starts afresh.
      counter.failures = [];
    }
  }

  clear(key: string): void {
    this.counters.delete(key);
  }

  withdraw(key: string, at: number): void {
    const failures = this.counters.get(key)?.failures;
    const index = failures?.lastIndexOf(at) ?? -1;
    if (failures && index >= 0) failures.splice(index, 1);
  }

  /** The key's counter with failures older than the window dropped; undefined once empty. */
  private current(key: string, at: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (!counter) return undefined;
    const since = at - this.policy.windowMs;
    while (counter.failures.length > 0 && (counter.failures[0] ?? 0) <= since) {
      counter.failures.shift();
    }
    if (counter.failures.length === 0 && counter.lockedUntil <= at) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }
}

/**
 * The guard as the routes use it: the same three calls, answered by a guard in this process or
 * by the one the cluster's primary holds for every worker (so guesses count across workers).
 */
export interface SignInGuardService {
  admit(username: string, address: string): Promise<Admission>;
  failed(attempt: Attempt): Promise<void>;
  succeeded(attempt: Attempt): Promise<void>;
}

/** A guard of this process's own. */
export function localSignInGuard(guard = new SignInGuard()): SignInGuardService {
  return {
    admit: async (username, address) => guard.admit(username, address),
    failed: async (attempt) => guard.failed(attempt),
    succeeded: async (attempt) => guard.succeeded(attempt),
  };
}

/** The options of the route files that check passwords. */
export interface SignInRouteOptions {
  signIns: SignInGuardService;
}

/** Seconds for `Retry-After`: whole, rounded up, at least 1. */
export function retryAfterSeconds(refusal: Refusal): number {
  return Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
}

/** What the person signing in reads (the page, and generateToken's envelope). */
export function refusalMessage(refusal: Refusal): string {
  const seconds = retryAfterSeconds(refusal);
  const span =
    seconds < 120
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  if (refusal.kind === 'wait') return `Too many failed sign-ins. Wait ${span}, then try again.`;
  return refusal.reason === 'account'
    ? `Too many failed sign-ins for this account, so it is locked for now. The lock is temporary: try again in ${span}.`
    : `Too many failed sign-ins from your network address, so signing in from it is paused. This is temporary: try again in ${span}.`;
}
