/** What the layout saga needs to know about the browser window. */
export interface ViewportSize {
  width: number;
  height: number;
  /** A device whose primary pointer is coarse: a phone or tablet (spec §9). */
  touch: boolean;
}

export function readViewport(): ViewportSize {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    touch: window.matchMedia?.('(pointer: coarse)').matches ?? false,
  };
}

/** Calls `listener` on every resize and orientation change; returns the unsubscribe function. */
export function subscribeToResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  window.addEventListener('orientationchange', listener);
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('orientationchange', listener);
  };
}
