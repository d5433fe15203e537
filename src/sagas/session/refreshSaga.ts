import { call, delay, getContext, put } from 'redux-saga/effects';
import { credentialRefreshed, sessionExpired } from '../../features/portal/portalSlice';
import { toastAdded } from '../../features/toasts/toastsSlice';
import { knownError } from '../../lib/errorCatalogue';
import { signInPath } from '../../lib/returnTo';
import { PortalRequestError } from '../../services/portal/oauthClient';
import { REFRESH_AHEAD_MS, type PortalCredential } from '../../services/portal/credential';
import type { Services } from '../../services/services';
import { destroyCredential } from './credentialLifecycle';

/** Spec §9: a credential is refreshed 60 seconds before it expires. */
export { REFRESH_AHEAD_MS };
/** A refresh that failed for want of a network is tried again after this long. */
export const REFRESH_RETRY_MS = 30_000;

/** Renews the credential; another tab's newer token is adopted instead of refreshing again. */
function* renew(portalUrl: string, current: PortalCredential) {
  const { credentials, oauth, session }: Services = yield getContext('services');
  const stored: PortalCredential | null = yield call(credentials.readCredential, portalUrl);
  const next: PortalCredential =
    stored && stored.token !== current.token && stored.expires > current.expires
      ? stored
      : yield call(oauth.refreshCredential, portalUrl, current);
  yield call(credentials.writeCredential, portalUrl, next);
  session.setCredential(next);
  yield put(credentialRefreshed({ tokenExpires: next.expires }));
}

/** Keeps the session's token fresh until cancelled (by sign-out or expiry). */
export function* refreshLoop(portalUrl: string) {
  const { session, browser, logger, navigation }: Services = yield getContext('services');
  while (true) {
    const current = session.credential();
    if (!current) return;
    yield delay(Math.max(0, current.expires - browser.now() - REFRESH_AHEAD_MS));
    try {
      yield call(renew, portalUrl, current);
    } catch (error) {
      const refused = error instanceof PortalRequestError; // not a network failure
      if (!refused && current.expires > browser.now()) {
        yield call([logger, logger.warn], 'Token refresh failed; trying again', error);
        yield delay(REFRESH_RETRY_MS);
        continue;
      }
      yield call(destroyCredential, portalUrl);
      yield put(sessionExpired(knownError('identity-manager:not-authenticated')));
      yield put(toastAdded({ message: 'toasts.sessionExpired', severity: 'warning' }));
      yield call([navigation, navigation.navigate], signInPath(navigation.currentPath()));
      return;
    }
  }
}
