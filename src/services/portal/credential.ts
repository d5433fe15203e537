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
  ssl: boolean;
}

/** Spec §9: a stored credential must stay valid for at least 30 more minutes to be used as is. */
export const MIN_TIME_UNTIL_EXPIRATION_MINUTES = 30;

/**
 * Spec §4: a user id, a token or refresh token, and either no expiry but a refresh token, or an
 * expiry more than the minimum time ahead.
 */
export function isUsable(credential: PortalCredential, now: number): boolean {
  if (!credential.userId || !(credential.token || credential.refreshToken)) return false;
  if (!credential.expires) return Boolean(credential.refreshToken);
  return credential.expires > now + MIN_TIME_UNTIL_EXPIRATION_MINUTES * 60_000;
}

/** A credential that cannot be used as is may still be renewed with its refresh token. */
export function canRefresh(credential: PortalCredential, now: number): boolean {
  return Boolean(
    credential.refreshToken &&
    (!credential.refreshTokenExpires || credential.refreshTokenExpires > now),
  );
}
