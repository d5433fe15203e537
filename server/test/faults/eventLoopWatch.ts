/**
 * Watches the event loop with a 5 ms timer: `stop()` returns the longest time the loop went
 * without running it, beyond the 5 ms asked for (a synchronous wait on a lock shows up here).
 */
export function watchEventLoop(): { stop(): number } {
  const every = 5;
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - every);
    last = now;
  }, every);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last - every);
    },
  };
}
