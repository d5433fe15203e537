import { call, getContext } from 'redux-saga/effects';
import {
  hasFreshToken,
  isValidCredential,
  type PortalCredential,
} from '../../services/portal/credential';
import { PortalRequestError } from '../../services/portal/oauthClient';
import type { Services } from '../../services/services';

/**
 * The stored credential of this portal (spec §4 validity), its access token used as is while
 * fresh or renewed with the refresh token (another tab may already have renewed it); null when
 * there is none that can be used. A renewal that fails for want of a network keeps the stored
 * credential for the next page load: only the portal's refusal removes it.
 */
export function* restoreCredential(portalUrl: string) {
  const { credentials, oauth, logger, browser }: Services = yield getContext('services');
  const stored: PortalCredential | null = yield call(credentials.readCredential, portalUrl);
  if (!stored) return null;
  if (!isValidCredential(stored, browser.now())) {
    yield call(credentials.removeCredential, portalUrl);
    return null;
  }
  if (hasFreshToken(stored, browser.now())) return stored;
  try {
    const renewed: PortalCredential = yield call(oauth.refreshCredential, portalUrl, stored);
    yield call(credentials.writeCredential, portalUrl, renewed);
    return renewed;
  } catch (error) {
    yield call([logger, logger.warn], 'Stored sign-in could not be renewed', error);
    if (error instanceof PortalRequestError) yield call(credentials.removeCredential, portalUrl);
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
