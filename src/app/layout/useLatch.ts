import { useState } from 'react';

/**
 * True from the first render where `flag` is true, for good. Lazily loaded overlays (the
 * navigation drawer, the toaster) stay mounted once needed, so that they close properly —
 * a modal drawer unmounted while open would leave the page hidden from assistive technology.
 */
export function useLatch(flag: boolean): boolean {
  const [latched, setLatched] = useState(flag);
  if (flag && !latched) setLatched(true);
  return latched || flag;
}
