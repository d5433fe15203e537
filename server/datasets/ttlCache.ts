/**
 * Values kept for a short time by key, read once however many callers ask at the same moment.
 * A failed read is not kept; with `staleOnError` the last good value answers instead (a portal
 * that is down for a minute must not empty the glossary); with `staleWhileRevalidate` an expired
 * value answers while the next is read. At most `maxEntries` keys are kept, the oldest dropped
 * first.
 */
export interface TtlCache<K, V> {
  get(key: K, read: () => Promise<V>): Promise<V>;
  /** Forgets every value (after a write that changes what they were made of). */
  clear(): void;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  staleOnError?: boolean;
  /**
   * An expired value still answers at once while a fresh one is read behind it (slow reads, such
   * as the statistics of a large layer, are then paid by no request but the very first).
   */
  staleWhileRevalidate?: boolean;
  now?: () => number;
}

interface Entry<V> {
  value?: { at: number; value: V };
  pending?: Promise<V>;
}

export function ttlCache<K, V>(options: TtlCacheOptions): TtlCache<K, V> {
  const {
    ttlMs,
    maxEntries = 1000,
    staleOnError = false,
    staleWhileRevalidate = false,
    now = Date.now,
  } = options;
  const entries = new Map<K, Entry<V>>();

  const remember = (key: K, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
  };

  return {
    get(key, read) {
      const entry = entries.get(key) ?? {};
      if (entry.value && now() - entry.value.at < ttlMs) return Promise.resolve(entry.value.value);
      if (entry.pending)
        return staleWhileRevalidate && entry.value
          ? Promise.resolve(entry.value.value)
          : entry.pending;
      const stale = entry.value;
      const pending = read().then(
        (value) => {
          remember(key, { value: { at: now(), value } });
          return value;
        },
        (error: unknown) => {
          if (staleOnError && stale) {
            // Tried again at the next expiry, not at every request meanwhile.
            remember(key, { value: { at: now(), value: stale.value } });
            return stale.value;
          }
          entries.delete(key);
          throw error;
        },
      );
      remember(key, { ...entry, pending });
      if (staleWhileRevalidate && stale) {
        // Nobody waits for this read: its failure is the stale value kept or the entry dropped.
        pending.catch(() => undefined);
        return Promise.resolve(stale.value);
      }
      return pending;
    },
    clear() {
      entries.clear();
    },
  };
}
