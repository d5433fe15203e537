import type { ViewportSize } from '../../services/viewport/viewport';

/** Spec §9: a screen width or height up to 600 px, or a phone or tablet, is mobile. */
export const MOBILE_MAX_PX = 600;
/** Below this width the navigation menu no longer fits beside the header and moves to a drawer. */
export const DRAWER_BELOW_PX = 960;

export type LayoutMode = 'wide' | 'drawer';

export interface Layout {
  mode: LayoutMode;
  mobile: boolean;
}

export function layoutOf({ width, height, touch }: ViewportSize): Layout {
  const mobile = width <= MOBILE_MAX_PX || height <= MOBILE_MAX_PX || touch;
  return { mode: mobile || width < DRAWER_BELOW_PX ? 'drawer' : 'wide', mobile };
}
