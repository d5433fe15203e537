import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  cancelled,
  getContext,
  put,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { AppConfig } from '../../../contracts/config';
import {
  authCallbackReceived,
  selectAuthMode,
  selectPortalLoadError,
  selectPortalInfo,
  selectPortalLoadState,
  signInFailed,
  signInRequested,
  type AuthMode,
} from '../../features/portal/portalSlice';
import type { PortalInfo } from '../../features/portal/portalTypes';
import type { LoadState } from '../../features/shell/appSlice';
import { toAppError, type AppError } from '../../lib/appError';
import { knownError } from '../../lib/errorCatalogue';
import { BASE_PATH } from '../../lib/basePath';
import { safeReturnTo, signInPath } from '../../lib/returnTo';
import type { PortalCredential } from '../../services/portal/credential';
import { oauthSettingsOf, type OAuthSettings } from '../../services/portal/oauthSettings';
import type { PendingSignIn } from '../../services/portal/pendingSignIn';
import type { PkcePair } from '../../services/portal/pkce';
import { secureUrl } from '../../services/portal/secureUrl';
import type { PopupEvent, SignInWindow } from '../../services/portal/signInPopup';
import type { Services } from '../../services/services';
import { destroyCredential, restoreCredential } from './credentialLifecycle';
import { establishSession, type SessionOutcome } from './establishSession';
import { NO_PORTAL, waitForConfig } from './waitForConfig';

const redirectUri = (origin: string) => `${origin}${BASE_PATH}/auth`;

const SIGN_IN_MISMATCH: AppError = {
  code: 'sign-in-mismatch',
  message: 'The sign-in could not be matched; try again.',
};
const POPUP_BLOCKED: AppError = {
  code: 'identity-manager:popup-blocked',
  message: 'The sign-in window was blocked by the browser',
};

/**
 * Spec §5: signing in is refused when the auth mode is `anonymous`, or `no-prompt` without an
 * identity manager (this browser cannot keep a credential).
 */
function* refusedByAuthMode(authMode: AuthMode) {
  const { session }: Services = yield getContext('services');
  return authMode === 'anonymous' || (authMode === 'no-prompt' && !session.canKeepCredentials());
}

/**
 * A sign-in that cannot start is refused with its reason, shown on the sign-in page: a visitor
 * who asked from elsewhere (the header's Sign In) is taken there to read it.
 */
function* refuse(error: AppError, returnTo: string) {
  const { navigation }: Services = yield getContext('services');
  yield put(signInFailed(error));
  if (!navigation.currentPath().startsWith('/auth')) {
    yield call([navigation, navigation.navigate], signInPath(returnTo));
  }
}

/** `no-prompt`: only a credential this browser already holds, never the portal's page. */
function* signInWithoutPrompt(portalUrl: string, returnTo: string) {
  const { navigation }: Services = yield getContext('services');
  const credential: PortalCredential | null = yield call(restoreCredential, portalUrl);
  const result: SessionOutcome | null = credential
    ? yield call(establishSession, credential)
    : null;
  if (result?.outcome === 'established') {
    yield call([navigation, navigation.navigate], returnTo, { replace: true });
  } else {
    yield call(refuse, knownError('identity-manager:not-authenticated'), returnTo);
  }
}

/** The sign-in window: waits for the portal's answer, or for the visitor to close it. */
function* followPopup(popup: SignInWindow) {
  const { oauth, pendingSignIn }: Services = yield getContext('services');
  const channel: EventChannel<PopupEvent> = yield call(() =>
    eventChannel<PopupEvent>((emit) => oauth.watchSignInPopup(popup, emit)),
  );
  try {
    const event: PopupEvent = yield take(channel);
    if (event.type === 'callback') {
      yield put(authCallbackReceived(event.callback));
    } else {
      yield call(pendingSignIn.takePendingSignIn);
      yield put(signInFailed(knownError('identity-manager:user-aborted')));
    }
  } finally {
    channel.close();
    const stopped: boolean = yield cancelled();
    if (stopped && !popup.closed) popup.close(); // a newer sign-in took over
  }
}

/**
 * Leaves for the portal's sign-in page with a PKCE challenge: in this tab, or in a popup window
 * when the OAuth settings say so (not at start: a window opened without a click is blocked).
 */
function* promptSignIn(settings: OAuthSettings, returnTo: string, atStart: boolean) {
  const { oauth, pendingSignIn, browser }: Services = yield getContext('services');
  const info: PortalInfo | null = yield select(selectPortalInfo);
  const popup = settings.popup && !atStart;
  const pkce: PkcePair = yield call(oauth.createPkcePair);
  const state = oauth.randomState();
  const callbackUri = popup ? settings.popupCallbackUrl : redirectUri(browser.origin());
  yield call(pendingSignIn.savePendingSignIn, {
    state,
    codeVerifier: pkce.verifier,
    returnTo,
    createdAt: browser.now(),
    redirectUri: callbackUri,
  });
  const url = oauth.authorizeUrl({
    // A portal that is https only (allSSL) signs in over https (spec §9).
    portalUrl: info?.allSSL ? secureUrl(settings.portalUrl) : settings.portalUrl,
    appId: settings.appId,
    redirectUri: callbackUri,
    state,
    codeChallenge: pkce.challenge,
    locale: settings.locale,
    expirationMinutes: settings.expiration,
  });
  if (!popup) {
    yield call(browser.assign, url);
    return;
  }
  const opened: SignInWindow | null = yield call(
    oauth.openSignInPopup,
    url,
    settings.popupWindowFeatures,
  );
  if (!opened) {
    yield call(pendingSignIn.takePendingSignIn);
    yield call(refuse, POPUP_BLOCKED, returnTo);
    return;
  }
  yield call(followPopup, opened);
}

/** The visitor (or the `immediate` auth mode) asked to sign in (spec §4, §5). */
function* startSignIn({ payload }: ReturnType<typeof signInRequested>) {
  const { browser, language }: Services = yield getContext('services');
  const config: AppConfig | null = yield call(waitForConfig);
  const authMode: AuthMode = yield select(selectAuthMode);
  const returnTo = safeReturnTo(payload.returnTo);
  if (!config) {
    yield call(refuse, NO_PORTAL, returnTo);
    return;
  }
  const refused: boolean = yield call(refusedByAuthMode, authMode);
  if (refused) {
    yield call(refuse, knownError('portal:invalid-auth-mode'), returnTo);
    return;
  }
  const settings = oauthSettingsOf(config, browser.origin(), language.current());
  if (authMode === 'no-prompt') {
    yield call(signInWithoutPrompt, settings.portalUrl, returnTo);
    return;
  }
  const loadState: LoadState = yield select(selectPortalLoadState);
  if (loadState === 'failed') {
    const loadError: AppError | null = yield select(selectPortalLoadError);
    yield call(refuse, loadError ?? NO_PORTAL, returnTo);
    return;
  }
  try {
    yield call(promptSignIn, settings, returnTo, Boolean(payload.atStart));
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
  // The callback page may report before the config has arrived: wait for it, then take the
  // pending request (taking it consumes it).
  const config: AppConfig | null = yield call(waitForConfig);
  const pending: PendingSignIn | null = yield call(pendingSignIn.takePendingSignIn);
  if (payload.error) {
    yield put(signInFailed(knownError('identity-manager:user-aborted')));
    yield call([navigation, navigation.navigate], pending?.returnTo ?? '/', { replace: true });
    return;
  }
  if (!config) {
    yield put(signInFailed(NO_PORTAL));
    return;
  }
  if (!pending || !payload.authorizationCode || payload.state !== pending.state) {
    yield put(signInFailed(SIGN_IN_MISMATCH));
    return;
  }
  try {
    const credential: PortalCredential = yield call(
      oauth.exchangeCode,
      config.portal.url,
      config.portal.appId,
      payload.authorizationCode,
      pending.codeVerifier,
      pending.redirectUri ?? redirectUri(browser.origin()),
    );
    yield call(credentials.writeCredential, config.portal.url.replace(/\/$/, ''), credential);
    const result: SessionOutcome = yield call(establishSession, credential);
    if (result.outcome === 'refused' && result.error) {
      // An account TIMS does not sign in: forget it, and say why.
      yield call(destroyCredential, config.portal.url.replace(/\/$/, ''));
      yield put(signInFailed(result.error));
      return;
    }
    if (result.outcome !== 'established') throw new Error('The portal refused the new token');
    yield call(sessionChannel.broadcast, { type: 'signed-in', userId: credential.userId });
    yield call([navigation, navigation.navigate], pending.returnTo, { replace: true });
  } catch (error) {
    yield call([logger, logger.error], 'Sign-in failed', error);
    yield put(signInFailed(toAppError(error, 'identity-manager:authentication-failed')));
  }
}

export function* signInSaga() {
  yield takeLatest(signInRequested, startSignIn);
  // A code is single-use: a second report of a callback while one is being finished is ignored.
  yield takeLeading(authCallbackReceived, finishSignIn);
}
