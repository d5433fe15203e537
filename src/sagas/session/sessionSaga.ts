import type { Action } from '@reduxjs/toolkit';
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
  portalLoadFailed,
  selectPortalInfo,
  selectPortalLoadState,
  selectSession,
  sessionAnonymous,
  sessionExpired,
  sessionStarted,
  signedOut,
  signInRequested,
  signOutRequested,
  userSignedIn,
  type SessionState,
} from '../../features/portal/portalSlice';
import type { PortalInfo } from '../../features/portal/portalTypes';
import type { LoadState } from '../../features/shell/appSlice';
import { toastAdded } from '../../features/toasts/toastsSlice';
import { isAppError } from '../../lib/appError';
import { knownError } from '../../lib/errorCatalogue';
import { signInPath } from '../../lib/returnTo';
import type { PortalCredential } from '../../services/portal/credential';
import { authModeOf, type AuthMode } from '../../services/portal/oauthSettings';
import type { SessionMessage } from '../../services/portal/sessionChannel';
import type { Services } from '../../services/services';
import { destroyCredential, restoreCredential } from './credentialLifecycle';
import { establishSession, loadPortal, type SessionOutcome } from './establishSession';
import { refreshLoop } from './refreshSaga';
import { NO_PORTAL, waitForConfig } from './waitForConfig';

/** The page the portal sent the visitor back to: its sign-in is being finished. */
function isCallbackPath(path: string): boolean {
  const [pathname, search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  return pathname === '/auth' && (params.has('code') || params.has('error'));
}

/**
 * A stored credential is registered, checked, and the portal and user loaded (spec §4). The
 * `anonymous` auth mode uses none; `immediate` sends a visitor without one to sign in at once.
 * The portal is loaded before the visitor is declared anonymous, so that screens never offer a
 * sign-in that cannot work (the portal unreachable).
 */
function* startSession(portalUrl: string, authMode: AuthMode) {
  const { logger, session, navigation }: Services = yield getContext('services');
  yield put(sessionStarted({ authMode }));
  if (authMode !== 'anonymous') {
    const credential: PortalCredential | null = yield call(restoreCredential, portalUrl);
    if (credential) {
      const result: SessionOutcome = yield call(establishSession, credential);
      if (result.outcome === 'established') return;
      if (result.outcome === 'refused') yield call(destroyCredential, portalUrl);
      else session.setCredential(null); // kept in storage for when the portal is back
      if (result.outcome === 'unavailable') {
        const info: PortalInfo | null = yield select(selectPortalInfo);
        if (!info) yield put(portalLoadFailed(result.error));
      }
    }
  }
  const loadState: LoadState = yield select(selectPortalLoadState);
  if (loadState !== 'loaded' && loadState !== 'failed') yield call(loadPortal);
  yield call([logger, logger.info], 'User not signed in');
  const current: SessionState = yield select(selectSession);
  const portalLoad: LoadState = yield select(selectPortalLoadState);
  const path = navigation.currentPath();
  if (
    authMode === 'immediate' &&
    current === 'unknown' &&
    portalLoad === 'loaded' &&
    !isCallbackPath(path)
  ) {
    yield put(signInRequested({ returnTo: path, atStart: true }));
    return;
  }
  yield put(sessionAnonymous());
}

/** Sign-out: revoke at the portal, clear the user, tell the other tabs, reload (spec §4). */
function* signOut(portalUrl: string) {
  const { sessionChannel, browser }: Services = yield getContext('services');
  yield call(destroyCredential, portalUrl);
  yield put(signedOut());
  yield call(sessionChannel.broadcast, { type: 'signed-out' });
  yield call(browser.reload);
}

function* followOtherTabs(portalUrl: string, authMode: AuthMode) {
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
    } else if (message.type === 'signed-in' && !session.credential() && authMode !== 'anonymous') {
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
    // No config, no portal: sign-in is not available; the public screens still work.
    yield put(portalLoadFailed(NO_PORTAL));
    yield put(sessionAnonymous());
    return;
  }
  const portalUrl = config.portal.url.replace(/\/$/, '');
  const authMode = authModeOf(config);
  session.setPortalUrl(portalUrl);
  yield takeLatest(userSignedIn, keepFresh, portalUrl);
  yield takeLeading(signOutRequested, signOut, portalUrl);
  yield takeEvery(tokenRefused, onTokenRefused, portalUrl);
  yield fork(followOtherTabs, portalUrl, authMode);
  yield call(startSession, portalUrl, authMode);
}
