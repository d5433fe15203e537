import { all, call, delay, getContext, put, spawn } from 'redux-saga/effects';
import { layoutSaga } from '../features/shell/layoutSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';
import { sagaCrashed } from '../features/shell/appSlice';
import { toastsSaga } from '../features/toasts/toastsSaga';
import { toAppError } from '../lib/appError';
import { clipboardSaga } from '../sagas/clipboardSaga';
import { notificationToastsSaga } from '../sagas/notificationToastsSaga';
import { connectivitySaga } from '../sagas/connectivitySaga';
import { pageViewSaga } from '../sagas/pageViewSaga';
import { languageProfileSaga } from '../sagas/session/languageProfileSaga';
import { sessionSaga } from '../sagas/session/sessionSaga';
import { signInSaga } from '../sagas/session/signInSaga';
import { startupSaga } from '../sagas/startupSaga';
import type { Services } from '../services/services';

export type TopLevelSaga = () => Generator;

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

/**
 * The sagas of the whole app. The map's (`src/sagas/map/mapSagas.ts`) start with the map screen's
 * chunk, through `startSagas` of the store.
 */
export const topLevelSagas: Record<string, TopLevelSaga> = {
  startup: startupSaga,
  layout: layoutSaga,
  pageViews: pageViewSaga,
  toasts: toastsSaga,
  connectivity: connectivitySaga,
  session: sessionSaga,
  signIn: signInSaga,
  languageProfile: languageProfileSaga,
  clipboard: clipboardSaga,
  notifications: notificationsSaga,
  notificationToasts: notificationToastsSaga,
};

/** Starts top-level sagas together, each supervised. */
export function* startTogether(sagas: [string, TopLevelSaga][]) {
  yield all(sagas.map(([name, saga]) => spawn(supervise, name, saga)));
}

export function* rootSaga() {
  yield call(startTogether, Object.entries(topLevelSagas));
}

/**
 * The sagas that answer what the first screen itself dispatches (the portal's sign-in callback
 * on /auth?code=, reported by the sign-in screen as it mounts) start at once: an action
 * dispatched before its saga listens is lost, and the sign-in would hang on its spinner.
 */
const STARTED_AT_ONCE = new Set(['session', 'signIn']);

/**
 * The other sagas, each started in a task of its own: started together they were one task of
 * ≈ 45 ms here, ≈ 180 ms on Lighthouse's 4× slower phone, most of the page's blocking time.
 * The browser app starts this way; tests and the replay start them together (`rootSaga`). Each
 * of these reads the state it needs before it waits for an action, and none answers an action
 * the first render dispatches.
 */
export function* rootSagaInSlices() {
  const sagas = Object.entries(topLevelSagas);
  for (const [name, saga] of sagas) {
    if (STARTED_AT_ONCE.has(name)) yield spawn(supervise, name, saga);
  }
  for (const [name, saga] of sagas) {
    if (STARTED_AT_ONCE.has(name)) continue;
    yield delay(0);
    yield spawn(supervise, name, saga);
  }
}
