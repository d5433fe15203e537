import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { AppConfig } from '../../../contracts/config';
import {
  authCallbackReceived,
  selectAuthMode,
  signInFailed,
  signInRequested,
  type AuthMode,
} from '../../features/portal/portalSlice';
import { selectConfig } from '../../features/shell/appSlice';
import { toAppError } from '../../lib/appError';
import { knownError } from '../../lib/errorCatalogue';
import { BASE_PATH } from '../../lib/basePath';
import { safeReturnTo } from '../../lib/returnTo';
import type { PortalCredential } from '../../services/portal/credential';
import type { PendingSignIn } from '../../services/portal/pendingSignIn';
import type { PkcePair } from '../../services/portal/pkce';
import type { Services } from '../../services/services';
import { establishSession } from './establishSession';

const redirectUri = (origin: string) => `${origin}${BASE_PATH}/auth`;

/** Leaves for the portal's sign-in page with a PKCE challenge (spec §4 auth modes). */
function* startSignIn({ payload }: ReturnType<typeof signInRequested>) {
  const { oauth, pendingSignIn, browser }: Services = yield getContext('services');
  const authMode: AuthMode = yield select(selectAuthMode);
  const config: AppConfig | null = yield select(selectConfig);
  if (authMode === 'anonymous' || !config) {
    yield put(signInFailed(knownError('portal:invalid-auth-mode')));
    return;
  }
  try {
    const pkce: PkcePair = yield call(oauth.createPkcePair);
    const state = oauth.randomState();
    yield call(pendingSignIn.savePendingSignIn, {
      state,
      codeVerifier: pkce.verifier,
      returnTo: safeReturnTo(payload.returnTo),
      createdAt: browser.now(),
    });
    const url = oauth.authorizeUrl({
      portalUrl: config.portal.url,
      appId: config.portal.appId,
      redirectUri: redirectUri(browser.origin()),
      state,
      codeChallenge: pkce.challenge,
    });
    yield call(browser.assign, url);
  } catch (error) {
    // One failed attempt must not stop the next: report it and stay anonymous.
    yield put(signInFailed(toAppError(error, 'identity-manager:authentication-failed')));
  }
}

/** Back from the portal: check `state`, exchange the code, keep the credential, go back. */
function* finishSignIn({ payload }: ReturnType<typeof authCallbackReceived>) {
  const {
    oauth,
    pendingSignIn,
    credentials,
    browser,
    navigation,
    sessionChannel,
    logger,
  }: Services = yield getContext('services');
  const config: AppConfig | null = yield select(selectConfig);
  const pending: PendingSignIn | null = yield call(pendingSignIn.takePendingSignIn);
  if (payload.error) {
    yield put(signInFailed(knownError('identity-manager:user-aborted')));
    yield call([navigation, navigation.navigate], pending?.returnTo ?? '/', { replace: true });
    return;
  }
  if (!config || !pending || !payload.authorizationCode || payload.state !== pending.state) {
    yield put(
      signInFailed({
        code: 'sign-in-mismatch',
        message: 'The sign-in could not be matched; try again.',
      }),
    );
    return;
  }
  try {
    const credential: PortalCredential = yield call(
      oauth.exchangeCode,
      config.portal.url,
      config.portal.appId,
      payload.authorizationCode,
      pending.codeVerifier,
      redirectUri(browser.origin()),
    );
    yield call(credentials.writeCredential, config.portal.url, credential);
    const established: boolean = yield call(establishSession, credential);
    if (!established) throw new Error('The portal refused the new token');
    yield call(sessionChannel.broadcast, { type: 'signed-in', userId: credential.userId });
    yield call([navigation, navigation.navigate], pending.returnTo, { replace: true });
  } catch (error) {
    yield call([logger, logger.error], 'Sign-in failed', error);
    yield put(signInFailed(toAppError(error, 'identity-manager:authentication-failed')));
  }
}

export function* signInSaga() {
  yield takeLatest(signInRequested, startSignIn);
  yield takeLatest(authCallbackReceived, finishSignIn);
}
