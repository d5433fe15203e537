/** The window the support request limit counts in. */
export const REQUEST_WINDOW_MS = 10 * 60_000;
/** Addresses remembered at most; the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000;

export type Reservation = { ok: true; release(): void } | { ok: false; retryAfter: number };

/**
 * At most `max` support requests stored per client address in any 10 minutes. A request takes
 * a place before its body is read (so parallel requests cannot slip past the count) and gives
 * it back when it is refused: a visitor correcting a form is not held back. In-process, as the
 * API's own limit is (several instances each count on their own). `max` 0: no limit.
 */
export class RequestLimiter {
  private readonly taken = new Map<string, number[]>();

  constructor(
    readonly max: number,
    private readonly windowMs = REQUEST_WINDOW_MS,
  ) {}

  reserve(address: string, now = Date.now()): Reservation {
    if (this.max === 0) return { ok: true, release: () => undefined };
    const times = (this.taken.get(address) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length >= this.max) {
      this.taken.set(address, times);
      const retryAfter = Math.max(1, Math.ceil((times[0]! + this.windowMs - now) / 1000));
      return { ok: false, retryAfter };
    }
    // Re-inserted, so the map's first key is the address least recently seen.
    this.taken.delete(address);
    this.taken.set(address, [...times, now]);
    if (this.taken.size > MAX_ADDRESSES) {
      const oldest = this.taken.keys().next().value;
      if (oldest !== undefined) this.taken.delete(oldest);
    }
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        const held = this.taken.get(address);
        const index = held?.indexOf(now) ?? -1;
        if (held && index >= 0) held.splice(index, 1);
      },
    };
  }
}
