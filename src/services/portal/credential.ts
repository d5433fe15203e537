/**
 * An OAuth credential for the portal, as kept in the browser (spec §3 "Stored OAuth
 * credential"). It holds tokens, so it never enters the Redux store or an action.
 */
export interface PortalCredential {
  appId: string;
  userId: string;
  token: string;
  /** Expiry of `token`, epoch milliseconds. */
  expires: number;
  refreshToken?: string;
  /** Expiry of `refreshToken`, epoch milliseconds. */
  refreshTokenExpires?: number;
  /** Requests carrying this credential go over https (spec §9; the portal's token answer). */
  ssl: boolean;
}

/** Spec §3, §9: a stored credential must stay valid for more than 30 minutes to be used. */
export const MIN_TIME_UNTIL_EXPIRATION_MINUTES = 30;
/** Spec §9: a token is refreshed 60 seconds before it expires. */
export const REFRESH_AHEAD_MS = 60_000;

/**
 * Spec §4, the validity of a stored OAuth credential: a user id, a token or refresh token, and
 * either no expiry but a refresh token, or an expiry more than `minTimeUntilExpiration` minutes
 * ahead. In the authorization-code flow the credential is its refresh token, so its expiry is
 * the refresh token's (as @arcgis/core stores it, contract §3.4); the access token beside it is
 * short-lived by design (30 minutes on the local portal) and is judged by `hasFreshToken`.
 */
export function isValidCredential(
  credential: PortalCredential,
  now: number,
  minTimeUntilExpirationMinutes = MIN_TIME_UNTIL_EXPIRATION_MINUTES,
): boolean {
  if (!credential.userId || !(credential.token || credential.refreshToken)) return false;
  const expires = credential.refreshToken ? credential.refreshTokenExpires : credential.expires;
  if (!expires) return Boolean(credential.refreshToken);
  return expires - now > minTimeUntilExpirationMinutes * 60_000;
}

/**
 * The access token can be used as is: it has more left than the refresh margin, so the
 * refresh timer (60 s before expiry) will renew it in time. Otherwise it is renewed first.
 */
export function hasFreshToken(credential: PortalCredential, now: number): boolean {
  return Boolean(credential.token) && credential.expires - now > REFRESH_AHEAD_MS;
}
