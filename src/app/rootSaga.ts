import { all, call, getContext, put, spawn } from 'redux-saga/effects';
import { layoutSaga } from '../features/shell/layoutSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';
import { sagaCrashed } from '../features/shell/appSlice';
import { toastsSaga } from '../features/toasts/toastsSaga';
import { toAppError } from '../lib/appError';
import { clipboardSaga } from '../sagas/clipboardSaga';
import { exportMapSaga } from '../sagas/map/exportMapSaga';
import { mapCommandsSaga } from '../sagas/map/mapCommandsSaga';
import { mapIdentitySaga } from '../sagas/map/mapIdentitySaga';
import { openMapSaga } from '../sagas/map/openMapSaga';
import { savedMapToastsSaga } from '../sagas/map/savedMapToastsSaga';
import { notificationToastsSaga } from '../sagas/notificationToastsSaga';
import { connectivitySaga } from '../sagas/connectivitySaga';
import { pageViewSaga } from '../sagas/pageViewSaga';
import { sessionSaga } from '../sagas/session/sessionSaga';
import { signInSaga } from '../sagas/session/signInSaga';
import { startupSaga } from '../sagas/startupSaga';
import type { Services } from '../services/services';

type TopLevelSaga = () => Generator;

/** Runs one top-level saga; a crash is reported and does not take the others down. */
function* supervise(name: string, saga: TopLevelSaga) {
  try {
    yield call(saga);
  } catch (error) {
    const { logger }: Services = yield getContext('services');
    yield call([logger, logger.error], `Saga ${name} crashed`, error);
    yield put(sagaCrashed({ saga: name, error: toAppError(error, 'saga-crashed') }));
  }
}

export const topLevelSagas: Record<string, TopLevelSaga> = {
  startup: startupSaga,
  layout: layoutSaga,
  pageViews: pageViewSaga,
  toasts: toastsSaga,
  connectivity: connectivitySaga,
  session: sessionSaga,
  signIn: signInSaga,
  clipboard: clipboardSaga,
  openMap: openMapSaga,
  mapCommands: mapCommandsSaga,
  mapIdentity: mapIdentitySaga,
  exportMap: exportMapSaga,
  savedMapToasts: savedMapToastsSaga,
  notifications: notificationsSaga,
  notificationToasts: notificationToastsSaga,
};

export function* rootSaga() {
  yield all(Object.entries(topLevelSagas).map(([name, saga]) => spawn(supervise, name, saga)));
}
