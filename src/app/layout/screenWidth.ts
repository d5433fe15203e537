import { useMatches } from 'react-router-dom';

/**
 * How wide a screen's content may grow: reading width, wide for tables of data, or the whole
 * window below the header (the map).
 */
export type ScreenWidth = 'normal' | 'wide' | 'full';

/** What a route says about its screen, in its `handle`. */
export interface ScreenHandle {
  width?: ScreenWidth;
}

/** The width the deepest matched route asks for. */
export function useScreenWidth(): ScreenWidth {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const width = (matches[i]!.handle as ScreenHandle | undefined)?.width;
    if (width) return width;
  }
  return 'normal';
}
