import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLeading,
  takeLatest,
} from 'redux-saga/effects';
import type { AppConfig } from '../../../contracts/config';
import {
  sessionAnonymous,
  sessionExpired,
  signedOut,
  signOutRequested,
  selectSession,
  userSignedIn,
  type SessionState,
} from '../../features/portal/portalSlice';
import { configApi } from '../../features/shell/configApi';
import { selectConfig } from '../../features/shell/appSlice';
import { toastAdded } from '../../features/toasts/toastsSlice';
import { isAppError } from '../../lib/appError';
import { knownError } from '../../lib/errorCatalogue';
import { signInPath } from '../../lib/returnTo';
import type { PortalCredential } from '../../services/portal/credential';
import type { SessionMessage } from '../../services/portal/sessionChannel';
import type { Services } from '../../services/services';
import { destroyCredential, restoreCredential } from './credentialLifecycle';
import { establishSession, loadPortal } from './establishSession';
import { refreshLoop } from './refreshSaga';

const { getConfig } = configApi.endpoints;

function* waitForConfig() {
  const loaded: AppConfig | null = yield select(selectConfig);
  if (loaded) return loaded;
  const action: UnknownAction = yield take(
    (a: Action) => getConfig.matchFulfilled(a) || (getConfig.matchRejected(a) && !a.meta.condition),
  );
  return getConfig.matchFulfilled(action) ? action.payload : null;
}

/** Start-up: a stored credential is registered, checked, and the portal and user loaded. */
function* startSession(portalUrl: string) {
  const { logger }: Services = yield getContext('services');
  const credential: PortalCredential | null = yield call(restoreCredential, portalUrl);
  if (credential) {
    const established: boolean = yield call(establishSession, credential);
    if (established) return;
  }
  if (credential) yield call(destroyCredential, portalUrl);
  yield call([logger, logger.info], 'User not signed in');
  yield put(sessionAnonymous());
  yield call(loadPortal);
}

/** Sign-out: revoke at the portal, clear the user, tell the other tabs, reload (spec §4). */
function* signOut(portalUrl: string) {
  const { sessionChannel, browser }: Services = yield getContext('services');
  yield call(destroyCredential, portalUrl);
  yield put(signedOut());
  yield call(sessionChannel.broadcast, { type: 'signed-out' });
  yield call(browser.reload);
}

function* followOtherTabs(portalUrl: string) {
  const { sessionChannel, session, browser }: Services = yield getContext('services');
  const channel: EventChannel<SessionMessage> = yield call(() =>
    eventChannel<SessionMessage>((emit) => sessionChannel.subscribe(emit)),
  );
  while (true) {
    const message: SessionMessage = yield take(channel);
    if (message.type === 'signed-out' && session.credential()) {
      session.setCredential(null); // the other tab revoked it already
      yield put(signedOut());
      yield call(browser.reload);
    } else if (message.type === 'signed-in' && !session.credential()) {
      const credential: PortalCredential | null = yield call(restoreCredential, portalUrl);
      if (credential) yield call(establishSession, credential);
    }
  }
}

const TOKEN_REFUSED = new Set(['498', '499', 'invalid-token']);

function tokenRefused(action: Action): boolean {
  const payload = (action as { payload?: unknown }).payload;
  return (
    action.type.endsWith('/rejected') && isAppError(payload) && TOKEN_REFUSED.has(payload.code)
  );
}

/** A credential that meets 498 on a request is destroyed; the visitor signs in again. */
function* onTokenRefused(portalUrl: string) {
  const { navigation }: Services = yield getContext('services');
  const session: SessionState = yield select(selectSession);
  if (session !== 'signed-in') return;
  yield call(destroyCredential, portalUrl);
  yield put(sessionExpired(knownError('identity-manager:not-authenticated')));
  yield put(toastAdded({ message: 'toasts.sessionExpired', severity: 'warning' }));
  yield call([navigation, navigation.navigate], signInPath(navigation.currentPath()));
}

function* keepFresh(portalUrl: string) {
  yield race({
    loop: call(refreshLoop, portalUrl),
    stop: take([signOutRequested, sessionExpired, signedOut]),
  });
}

export function* sessionSaga() {
  const { session }: Services = yield getContext('services');
  const config: AppConfig | null = yield call(waitForConfig);
  if (!config) {
    yield put(sessionAnonymous()); // no config, no portal: the public screens still work
    return;
  }
  const portalUrl = config.portal.url.replace(/\/$/, '');
  session.setPortalUrl(portalUrl);
  yield takeLatest(userSignedIn, keepFresh, portalUrl);
  yield takeLeading(signOutRequested, signOut, portalUrl);
  yield takeEvery(tokenRefused, onTokenRefused, portalUrl);
  yield fork(followOtherTabs, portalUrl);
  yield call(startSession, portalUrl);
}
