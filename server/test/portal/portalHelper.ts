import { createHash, randomBytes } from 'node:crypto';
import { createTestApp, type TestApp, type TestAppOptions } from '../helper';

export const DEMO_PASSWORD = 'tims-demo-2026';
export const REST = '/portal/sharing/rest';

/** A server with the local portal, its test hooks on (NODE_ENV=test) unless `env` says otherwise. */
export function createPortalApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({ ...options, env: { NODE_ENV: 'test', ...options.env } });
}

/** A form-encoded body, as both ArcGIS clients post. */
export function form(fields: Record<string, string | undefined>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A token from generateToken with the demo password. */
export async function generateToken(server: TestApp, username: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: `${REST}/generateToken`,
    ...form({ username, password: DEMO_PASSWORD, f: 'json', client: 'referer', referer: 'test' }),
  });
  const body = response.json<{ token?: string }>();
  if (!body.token) throw new Error(`generateToken failed: ${response.body}`);
  return body.token;
}

export interface AuthorizeFields {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  expiration?: string;
}

/** The authorize parameters of the registered app, with a fresh PKCE pair. */
export function authorizeFields(server: TestApp, overrides: AuthorizeFields = {}) {
  const pkce = pkceOf(overrides);
  const fields: AuthorizeFields = {
    client_id: server.config.portal.appId,
    redirect_uri: `${server.config.publicUrl}/tims/auth`,
    response_type: 'code',
    state: JSON.stringify({ id: 'abc123', originalUrl: '/tims/map' }),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  return { fields, verifier: pkce.verifier };
}

function pkceOf(overrides: AuthorizeFields) {
  return overrides.code_challenge
    ? { verifier: '', challenge: overrides.code_challenge }
    : pkcePair();
}

/** Posts the sign-in form; returns the redirect's URL (or throws with the page). */
export async function submitSignIn(
  server: TestApp,
  fields: AuthorizeFields,
  credentials: { username: string; password?: string; action?: string },
): Promise<URL> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/portal/sharing/oauth2/authorize',
    ...form({ ...fields, password: DEMO_PASSWORD, action: 'signin', ...credentials }),
  });
  if (response.statusCode !== 302) throw new Error(`No redirect (${response.statusCode})`);
  return new URL(String(response.headers.location));
}

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  username: string;
  ssl: boolean;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/** The whole code flow for a demo user: authorize, sign in, exchange the code. */
export async function oauthSignIn(server: TestApp, username: string): Promise<TokenAnswer> {
  const { fields, verifier } = authorizeFields(server);
  const redirect = await submitSignIn(server, fields, { username });
  const response = await server.app.inject({
    method: 'POST',
    url: `${REST}/oauth2/token`,
    ...form({
      client_id: fields.client_id,
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code') ?? '',
      redirect_uri: fields.redirect_uri,
      code_verifier: verifier,
    }),
  });
  return response.json<TokenAnswer>();
}
