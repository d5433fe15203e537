/** Why a request was not let through, as the API tells the caller. */
export interface AuthProblem {
  status: 400 | 401 | 403 | 503;
  code: string;
  message: string;
}

export const SIGN_IN_REQUIRED: AuthProblem = {
  status: 401,
  code: 'sign-in-required',
  message: 'Sign in to use this.',
};

export const INVALID_TOKEN: AuthProblem = {
  status: 401,
  code: 'invalid-token',
  message: 'Your sign-in has expired or was revoked. Sign in again.',
};

export const IDENTITY_MISMATCH: AuthProblem = {
  status: 401,
  code: 'identity-mismatch',
  message: 'The username sent does not match the signed-in user. Sign in again.',
};

export const MALFORMED_AUTHORIZATION: AuthProblem = {
  status: 400,
  code: 'bad-request',
  message: 'Send the portal token as "Authorization: Bearer <token>"',
};

export const TOKEN_IN_URL: AuthProblem = {
  status: 400,
  code: 'bad-request',
  message: 'Send the portal token in the Authorization header, never in the URL',
};

/** The portal itself refused this account (e.g. disabled, or not in the organisation). */
export const PORTAL_FORBIDDEN: AuthProblem = {
  status: 403,
  code: 'forbidden',
  message: 'The portal does not allow this account to use TIMS.',
};

/**
 * A valid account of another organisation (any ArcGIS Online account is valid at ArcGIS
 * Online). Not a 401: signing in again with the same account would not help.
 */
export const OTHER_ORGANISATION: AuthProblem = {
  status: 403,
  code: 'forbidden',
  message:
    "This account belongs to another organisation than the portal's. Sign in with an account of the department's organisation.",
};

export const ADMINS_ONLY: AuthProblem = {
  status: 403,
  code: 'forbidden',
  message: 'Administrators only',
};

/** Not a 401: the token may be fine, and a 401 would make the browser sign the user out. */
export const PORTAL_UNAVAILABLE: AuthProblem = {
  status: 503,
  code: 'portal-unavailable',
  message: 'The sign-in service (portal) cannot be reached. Try again in a moment.',
};
