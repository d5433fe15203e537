import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { identityDialogSlice } from '../features/identityDialog/identityDialogSlice';
import type { mapSlice } from '../features/map/mapSlice';
import { notificationsSlice } from '../features/notifications/notificationsSlice';
import { portalSlice } from '../features/portal/portalSlice';
import { appSlice } from '../features/shell/appSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { portalApi } from '../services/api/portalApi';
import { timsApi } from '../services/api/timsApi';

/**
 * The one reducer of the app's state. Its own module, free of browser services, so the action
 * log's replay (in the admin's replay viewer, `npm run replay` and the benchmark) runs exactly the
 * reducers the app runs.
 */
export const coreSlices = [
  appSlice,
  toastsSlice,
  portalSlice,
  identityDialogSlice,
  notificationsSlice,
  timsApi,
  portalApi,
] as const;

/**
 * The map's slice is not among them: it joins when the map screen first loads
 * (`mapFeature.ts`, from `mapRoute.tsx`), so the first screen does not load it. Until then `map` is
 * absent from the state and the map's selectors read its initial state.
 */
export const rootReducer = combineSlices(...coreSlices).withLazyLoadedSlices<
  WithSlice<typeof mapSlice>
>();

export type RootState = ReturnType<typeof rootReducer>;
