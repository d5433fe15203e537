import { REFRESH_TOKEN_MAX_MINUTES } from './constants';
import { intParam } from '../http/params';
import { isAllowedRedirectUri } from './redirectUris';
import type { PortalStore } from './store/store';

/** A validated authorization request, carried through the sign-in form in hidden fields. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  /** Refresh-token lifetime asked for with `expiration`, capped at two weeks. */
  refreshMinutes: number;
  appTitle: string;
}

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizeRequest }
  /** The client or redirect URI cannot be trusted: show an error, never redirect (RFC 6749 §4.1.2.1). */
  | { kind: 'page-error'; message: string }
  /** Anything else wrong goes back to the app as `error=…`. */
  | {
      kind: 'redirect-error';
      redirectUri: string;
      state: string;
      error: string;
      description: string;
    };

/** PKCE S256 challenges are base64url SHA-256 digests: 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export async function checkAuthorizeRequest(
  store: PortalStore,
  params: Record<string, string>,
  publicUrl: string,
): Promise<AuthorizeCheck> {
  const clientId = params.client_id ?? '';
  const app = clientId ? await store.files.app(clientId) : undefined;
  if (!app)
    return {
      kind: 'page-error',
      message: 'The app asking you to sign in is not registered with this portal.',
    };
  const redirectUri = params.redirect_uri ?? '';
  if (!isAllowedRedirectUri(redirectUri, app.redirectUris, publicUrl)) {
    return {
      kind: 'page-error',
      message: 'The app asked to return to an address it has not registered.',
    };
  }
  const state = params.state ?? '';
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect-error',
    redirectUri,
    state,
    error,
    description,
  });
  if (params.response_type !== 'code') {
    return fail('unsupported_response_type', 'Only response_type=code (with PKCE) is supported.');
  }
  if (!state || state.length > 4096) return fail('invalid_request', 'state is required.');
  const challenge = params.code_challenge ?? '';
  if (params.code_challenge_method !== 'S256' || !S256_CHALLENGE.test(challenge)) {
    return fail(
      'invalid_request',
      'A PKCE code_challenge with code_challenge_method=S256 is required.',
    );
  }
  const item = await store.directory.item(app.itemId);
  const asked = intParam(params.expiration, REFRESH_TOKEN_MAX_MINUTES);
  return {
    kind: 'ok',
    request: {
      clientId,
      redirectUri,
      state,
      codeChallenge: challenge,
      refreshMinutes: Math.min(Math.max(asked, 1), REFRESH_TOKEN_MAX_MINUTES),
      appTitle: item?.title ?? clientId,
    },
  };
}

/** The app's redirect URI with the result parameters added (the state echoed verbatim). */
export function redirectWith(redirectUri: string, result: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(result)) url.searchParams.set(name, value);
  return url.toString();
}
