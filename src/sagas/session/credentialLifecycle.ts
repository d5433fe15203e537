import { call, getContext } from 'redux-saga/effects';
import { canRefresh, isUsable, type PortalCredential } from '../../services/portal/credential';
import type { Services } from '../../services/services';

/**
 * The stored credential of this portal, usable as is or renewed with its refresh token
 * (another tab may already have renewed it); null when there is none that can be used.
 */
export function* restoreCredential(portalUrl: string) {
  const { credentials, oauth, logger, browser }: Services = yield getContext('services');
  const stored: PortalCredential | null = yield call(credentials.readCredential, portalUrl);
  if (!stored) return null;
  if (isUsable(stored, browser.now())) return stored;
  if (!canRefresh(stored, browser.now())) {
    yield call(credentials.removeCredential, portalUrl);
    return null;
  }
  try {
    const renewed: PortalCredential = yield call(oauth.refreshCredential, portalUrl, stored);
    yield call(credentials.writeCredential, portalUrl, renewed);
    return renewed;
  } catch (error) {
    yield call([logger, logger.warn], 'Stored sign-in could not be renewed', error);
    yield call(credentials.removeCredential, portalUrl);
    return null;
  }
}

/**
 * Destroys this tab's credential: asks the portal to revoke it (best effort: a token the portal
 * already refused needs no revoking), removes it from storage and from memory (spec §4).
 */
export function* destroyCredential(portalUrl: string) {
  const { credentials, oauth, session, logger }: Services = yield getContext('services');
  const credential = session.credential();
  session.setCredential(null);
  yield call(credentials.removeCredential, portalUrl);
  if (!credential) return;
  try {
    yield call(oauth.revokeCredential, portalUrl, credential);
  } catch (error) {
    yield call([logger, logger.warn], 'Token not revoked', error);
  }
}
