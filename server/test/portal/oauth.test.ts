import type { TestApp } from '../helper';
import {
  authorizeFields,
  createPortalApp,
  form,
  oauthSignIn,
  REST,
  submitSignIn,
  type AuthorizeFields,
} from './portalHelper';

describe('local portal: OAuth 2.0 authorization code flow with PKCE', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createPortalApp();
  });
  afterAll(() => server.close());

  const page = (fields: AuthorizeFields, base = '/portal/sharing/oauth2/authorize') =>
    server.app.inject({ url: `${base}?${new URLSearchParams(fields as Record<string, string>)}` });
  const token = (fields: Record<string, string | undefined>) =>
    server.app.inject({ method: 'POST', url: `${REST}/oauth2/token`, ...form(fields) });

  it('shows a TIMS sign-in page naming the app, under a CSP that lets the form reach the app', async () => {
    const { fields } = authorizeFields(server, { redirect_uri: 'http://localhost:3123/tims/auth' });
    const response = await page(fields);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<label for="username">Username</label>');
    expect(response.body).toContain('autocomplete="username"');
    expect(response.body).toContain('autocomplete="current-password"');
    expect(response.body).toContain('>Sign In</button>');
    expect(response.body).toContain('>Cancel</button>');
    expect(response.body).toContain('#009969');
    expect(response.body).toContain("'Source Sans 3', 'Segoe UI', system-ui, sans-serif");
    expect(response.body).toContain('<strong>TIMS</strong> would like to sign you in');
    expect(response.body).not.toContain('<script');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' http://localhost:8080 http://localhost:3123");
    expect(csp).toContain("script-src 'self'");
  });

  it('serves the page under /sharing/rest/oauth2/authorize too (rest-js)', async () => {
    const { fields } = authorizeFields(server);
    expect((await page(fields, `${REST}/oauth2/authorize`)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['a redirect URI elsewhere', { redirect_uri: 'https://evil.example.com/tims/auth' }],
    ['a loopback redirect URI with another path', { redirect_uri: 'http://localhost:3000/evil' }],
    ['a redirect URI with a query', { redirect_uri: 'http://localhost:8080/tims/auth?x=1' }],
  ])('refuses %s with an error page and no redirect', async (_case, change) => {
    const { fields } = authorizeFields(server, change);
    const response = await page(fields);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Sign-in problem');
  });

  it('accepts any loopback port for /tims/auth (dev server, tests)', async () => {
    for (const uri of ['http://127.0.0.1:45678/tims/auth', 'http://localhost:9/tims/auth']) {
      expect((await page(authorizeFields(server, { redirect_uri: uri }).fields)).statusCode).toBe(
        200,
      );
    }
  });

  it.each([
    ['no PKCE challenge', { code_challenge_method: '' }, 'invalid_request'],
    ['a plain PKCE challenge', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['the implicit flow', { response_type: 'token' }, 'unsupported_response_type'],
    ['no state', { state: '' }, 'invalid_request'],
  ])('sends %s back to the app as an error', async (_case, change, error) => {
    const { fields } = authorizeFields(server, change);
    const response = await page(fields);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe('http://localhost:8080/tims/auth');
    expect(location.searchParams.get('error')).toBe(error);
  });

  it('re-renders the page with one message for a wrong password or an unknown user', async () => {
    const { fields } = authorizeFields(server);
    for (const credentials of [
      { username: 'tims.staff', password: 'wrong' },
      { username: 'nobody', password: 'tims-demo-2026' },
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/portal/sharing/oauth2/authorize',
        ...form({ ...fields, ...credentials, action: 'signin' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('The username or password is incorrect.');
      expect(response.body).toContain(`value="${credentials.username}"`);
    }
  });

  it('sends Cancel back as access_denied with the state', async () => {
    const { fields } = authorizeFields(server);
    const location = await submitSignIn(server, fields, {
      username: '',
      password: '',
      action: 'cancel',
    });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe('The user denied your request.');
    expect(location.searchParams.get('state')).toBe(fields.state);
  });

  it('exchanges the code for tokens: JSON without f, no token/expires pair', async () => {
    const { fields, verifier } = authorizeFields(server);
    const location = await submitSignIn(server, fields, { username: 'tims.admin' });
    expect(location.searchParams.get('state')).toBe(fields.state);

    const response = await token({
      client_id: fields.client_id,
      grant_type: 'authorization_code',
      code: location.searchParams.get('code') ?? '',
      redirect_uri: fields.redirect_uri,
      code_verifier: verifier,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      expires_in: 1800,
      username: 'tims.admin',
      ssl: false,
      refresh_token: expect.any(String),
      refresh_token_expires_in: 20160 * 60,
    });
    const self = await server.app.inject({
      url: `${REST}/community/self?f=json&token=${body.access_token}`,
    });
    expect(self.json().username).toBe('tims.admin');
    // The refresh token is not an access token.
    expect(
      (await server.app.inject({ url: `${REST}?f=json&token=${body.refresh_token}` })).json().error
        .code,
    ).toBe(498);
  });

  it('gives a shorter refresh token when a smaller expiration was asked for', async () => {
    const { fields, verifier } = authorizeFields(server, { expiration: '120' });
    const location = await submitSignIn(server, fields, { username: 'tims.staff' });
    const body = (
      await token({
        client_id: fields.client_id,
        grant_type: 'authorization_code',
        code: location.searchParams.get('code') ?? '',
        redirect_uri: fields.redirect_uri,
        code_verifier: verifier,
      })
    ).json();
    expect(body.refresh_token_expires_in).toBe(7200);
  });

  describe('refuses', () => {
    const signedIn = async () => {
      const { fields, verifier } = authorizeFields(server);
      const location = await submitSignIn(server, fields, { username: 'tims.staff' });
      const exchange = {
        client_id: fields.client_id,
        grant_type: 'authorization_code',
        code: location.searchParams.get('code') ?? '',
        redirect_uri: fields.redirect_uri,
        code_verifier: verifier,
      };
      return exchange;
    };

    it('a wrong verifier', async () => {
      const exchange = await signedIn();
      const body = (await token({ ...exchange, code_verifier: 'x'.repeat(43) })).json();
      expect(body.error).toMatchObject({ code: 400, error: 'invalid_grant' });
    });

    it('a missing verifier', async () => {
      const exchange = await signedIn();
      expect((await token({ ...exchange, code_verifier: undefined })).json().error.error).toBe(
        'invalid_grant',
      );
    });

    it('a code used twice, and revokes what its first use gave', async () => {
      const exchange = await signedIn();
      const first = (await token(exchange)).json();
      expect((await token(exchange)).json().error.error).toBe('invalid_grant');
      const self = await server.app.inject({
        url: `${REST}/community/self?f=json&token=${first.access_token}`,
      });
      expect(self.json().error.code).toBe(498);
    });

    it('a redirect_uri that differs from the authorize request', async () => {
      const exchange = await signedIn();
      expect(
        (await token({ ...exchange, redirect_uri: 'http://localhost:3000/tims/auth' })).json().error
          .error,
      ).toBe('invalid_grant');
    });

    it('an unknown client, and a code of another client', async () => {
      const exchange = await signedIn();
      expect((await token({ ...exchange, client_id: 'other' })).json().error.error).toBe(
        'invalid_client_id',
      );
      expect((await token({ ...exchange, client_id: undefined })).json().error).toMatchObject({
        error: 'invalid_request',
        message: 'client_id not specified',
      });
    });
  });

  it('rotates refresh tokens: the new one works, the old one is refused', async () => {
    const first = await oauthSignIn(server, 'tims.staff');
    const refresh = (refreshToken: string) =>
      token({
        client_id: server.config.portal.appId,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });

    const second = (await refresh(first.refresh_token)).json();
    expect(second).toMatchObject({ username: 'tims.staff', expires_in: 1800 });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(first.refresh_token)).json().error.error).toBe('invalid_grant');
    expect((await refresh(second.refresh_token)).json().access_token).toEqual(expect.any(String));
  });

  it('revokes on revokeToken/ (trailing slash): the refresh token and every token of the sign-in', async () => {
    const signIn = await oauthSignIn(server, 'tims.staff');
    const response = await server.app.inject({
      method: 'POST',
      url: `${REST}/oauth2/revokeToken/`,
      ...form({
        client_id: server.config.portal.appId,
        auth_token: signIn.refresh_token,
        f: 'json',
      }),
    });
    expect(response.json()).toEqual({ success: true });
    const self = await server.app.inject({
      url: `${REST}/community/self?f=json&token=${signIn.access_token}`,
    });
    expect(self.json().error.code).toBe(498);
    const refresh = await token({
      client_id: server.config.portal.appId,
      grant_type: 'refresh_token',
      refresh_token: signIn.refresh_token,
    });
    expect(refresh.json().error.error).toBe('invalid_grant');
  });

  it('stores passwords as salted scrypt hashes and tokens and codes only as SHA-256', async () => {
    const signIn = await oauthSignIn(server, 'tims.admin');
    const users = await server.app.db.selectFrom('portal_users').select('password_hash').execute();
    const hashes = users.map((user) => user.password_hash);
    expect(hashes.every((hash) => hash.startsWith('scrypt$'))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length);
    const tokens = await server.app.db.selectFrom('portal_tokens').select('token_hash').execute();
    const stored = JSON.stringify(tokens);
    expect(stored).not.toContain(signIn.access_token);
    expect(stored).not.toContain(signIn.refresh_token);
    expect(tokens.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
