import { combineSlices } from '@reduxjs/toolkit';
import { identityDialogSlice } from '../features/identityDialog/identityDialogSlice';
import { mapSlice } from '../features/map/mapSlice';
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
export const rootReducer = combineSlices(
  appSlice,
  toastsSlice,
  portalSlice,
  identityDialogSlice,
  mapSlice,
  notificationsSlice,
  timsApi,
  portalApi,
);

export type RootState = ReturnType<typeof rootReducer>;
