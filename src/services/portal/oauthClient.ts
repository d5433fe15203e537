import type { PortalCredential } from './credential';
import { OAUTH_EXPIRATION_MINUTES } from './oauthSettings';
import { createPkcePair, randomToken } from './pkce';
import { urlForCredential } from './secureUrl';
import { openSignInPopup, watchSignInPopup } from './signInPopup';

/**
 * The OAuth 2.0 client of TIMS for the ArcGIS portal: authorization code with PKCE (S256),
 * refresh with rotation, revocation (contract §2.11). Plain fetch, so no map code is needed to
 * sign in.
 */
export interface AuthorizeRequest {
  portalUrl: string;
  appId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  locale?: string | null;
  /** Requested refresh-token lifetime in minutes (spec §3: 20160, two weeks). */
  expirationMinutes?: number;
}

const sharingRest = (portalUrl: string) => `${portalUrl.replace(/\/$/, '')}/sharing/rest`;

export function authorizeUrl(request: AuthorizeRequest): string {
  const query = new URLSearchParams({
    client_id: request.appId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    expiration: String(request.expirationMinutes ?? OAUTH_EXPIRATION_MINUTES),
    ...(request.locale ? { locale: request.locale } : {}),
  });
  return `${sharingRest(request.portalUrl)}/oauth2/authorize?${query}`;
}

/** An error the portal reported, with its code (498 = invalid token, 400 = bad request…). */
export class PortalRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PortalRequestError';
  }
}

interface TokenResponse {
  access_token?: string;
  expires_in?: number;
  username?: string;
  ssl?: boolean;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  error?: { code?: number | string; message?: string; error_description?: string };
}

async function postForm(url: string, form: Record<string, string>): Promise<TokenResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const body = (await response.json().catch(() => ({}))) as TokenResponse;
  if (body.error) {
    const { code, message, error_description } = body.error;
    throw new PortalRequestError(
      String(code ?? response.status),
      error_description ?? message ?? 'Portal error',
    );
  }
  if (!response.ok)
    throw new PortalRequestError(String(response.status), `HTTP ${response.status}`);
  return body;
}

function toCredential(
  body: TokenResponse,
  appId: string,
  previous?: PortalCredential,
): PortalCredential {
  if (!body.access_token || !body.expires_in) {
    throw new PortalRequestError('authentication-failed', 'Unable to generate token');
  }
  const now = Date.now();
  return {
    appId,
    userId: body.username ?? previous?.userId ?? '',
    token: body.access_token,
    expires: now + body.expires_in * 1000,
    refreshToken: body.refresh_token ?? previous?.refreshToken,
    refreshTokenExpires: body.refresh_token_expires_in
      ? now + body.refresh_token_expires_in * 1000
      : previous?.refreshTokenExpires,
    ssl: body.ssl ?? previous?.ssl ?? false,
  };
}

export async function exchangeCode(
  portalUrl: string,
  appId: string,
  code: string,
  codeVerifier: string,
  redirectUri: string,
): Promise<PortalCredential> {
  const body = await postForm(`${sharingRest(portalUrl)}/oauth2/token`, {
    client_id: appId,
    grant_type: 'authorization_code',
    code,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
  });
  return toCredential(body, appId);
}

export async function refreshCredential(
  portalUrl: string,
  credential: PortalCredential,
): Promise<PortalCredential> {
  if (!credential.refreshToken) throw new PortalRequestError('498', 'No refresh token');
  const url = urlForCredential(sharingRest(portalUrl), credential);
  const body = await postForm(`${url}/oauth2/token`, {
    client_id: credential.appId,
    grant_type: 'refresh_token',
    refresh_token: credential.refreshToken,
  });
  return toCredential(body, credential.appId, credential);
}

/** Revokes the refresh token (which ends the session) and the access token. */
export async function revokeCredential(
  portalUrl: string,
  credential: PortalCredential,
): Promise<void> {
  const url = `${urlForCredential(sharingRest(portalUrl), credential)}/oauth2/revokeToken`;
  const revoke = (token: string, hint: 'refresh_token' | 'access_token') =>
    postForm(url, {
      f: 'json',
      auth_token: token,
      client_id: credential.appId,
      token_type_hint: hint,
    });
  if (credential.refreshToken) await revoke(credential.refreshToken, 'refresh_token');
  await revoke(credential.token, 'access_token');
}

/** The OAuth client as the sagas receive it (real in the browser and in tests, where MSW answers). */
export const oauthService = {
  authorizeUrl,
  exchangeCode,
  refreshCredential,
  revokeCredential,
  createPkcePair,
  randomState: () => randomToken(16),
  openSignInPopup,
  watchSignInPopup,
};
