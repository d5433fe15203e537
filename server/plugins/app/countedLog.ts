/**
 * Counts repeated events by key and reports each key once per window: a flood of the same
 * refusal (a client over its rate limit, every write while the disk is full) costs one log
 * line a minute instead of one per request.
 */
export interface CountedLog<Entry> {
  /** Counts one event of `key`; `entry` describes it (the last one given is kept). */
  count(key: string, entry: Entry): void;
  /** Reports every key counted since the last flush, then starts a new window. */
  flush(): void;
  /** Stops the timer after a last flush. */
  close(): void;
}

export interface CountedLogOptions<Entry> {
  windowMs: number;
  /** Called on the first event of a key in each window (optional: a line at once). */
  onFirst?: (key: string, entry: Entry) => void;
  /** Called at the end of a window for each key: `count` events since the window began. */
  onWindow: (key: string, entry: Entry, count: number, since: Date) => void;
  now?: () => Date;
}

export function countedLog<Entry>(options: CountedLogOptions<Entry>): CountedLog<Entry> {
  const now = options.now ?? (() => new Date());
  let since = now();
  let counts = new Map<string, { entry: Entry; count: number }>();
  const flush = () => {
    const ended = counts;
    const began = since;
    counts = new Map();
    since = now();
    for (const [key, { entry, count }] of ended) options.onWindow(key, entry, count, began);
  };
  const timer = setInterval(flush, options.windowMs);
  timer.unref();
  return {
    count(key, entry) {
      const counted = counts.get(key);
      if (counted) {
        counted.count += 1;
        counted.entry = entry;
        return;
      }
      counts.set(key, { entry, count: 1 });
      options.onFirst?.(key, entry);
    },
    flush,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}
