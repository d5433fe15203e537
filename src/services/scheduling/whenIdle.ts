/**
 * Runs `task` once the page has loaded and the browser is idle, so that work which is not part
 * of the first screen never competes with it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
