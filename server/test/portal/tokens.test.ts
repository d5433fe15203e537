import type { TestApp } from '../helper';
import {
  createPortalApp,
  DEMO_PASSWORD,
  form,
  generateToken,
  oauthSignIn,
  REST,
} from './portalHelper';

describe('local portal: generateToken, expiry and test hooks', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createPortalApp();
  });
  afterAll(() => server.close());

  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: `${REST}${url}`, ...form(fields) });
  const self = (token: string) =>
    server.app.inject({ url: `${REST}/community/self?f=json&token=${token}` });
  const hook = (action: 'expire' | 'revoke', token: string) =>
    server.app.inject({
      method: 'POST',
      url: `/portal/__test__/tokens/${action}`,
      payload: { token },
    });

  it('gives a token for a username and password: {token, expires in ms, ssl}', async () => {
    const before = Date.now();
    const body = (
      await post('/generateToken', { username: 'tims.public', password: DEMO_PASSWORD, f: 'json' })
    ).json();
    expect(body).toEqual({ token: expect.any(String), expires: expect.any(Number), ssl: false });
    // 60 minutes by default.
    expect(body.expires - before).toBeGreaterThanOrEqual(59 * 60_000);
    expect(body.expires - before).toBeLessThanOrEqual(61 * 60_000);
    expect((await self(body.token)).json().username).toBe('tims.public');
  });

  it('caps the expiration at two weeks', async () => {
    const body = (
      await post('/generateToken', {
        username: 'tims.public',
        password: DEMO_PASSWORD,
        expiration: '999999',
      })
    ).json();
    expect(body.expires - Date.now()).toBeLessThanOrEqual(20160 * 60_000 + 1000);
  });

  it('refuses bad credentials with the Esri envelope, and GET altogether', async () => {
    const body = (
      await post('/generateToken', { username: 'tims.public', password: 'nope', f: 'json' })
    ).json();
    expect(body).toEqual({
      error: {
        code: 400,
        message: 'Unable to generate token.',
        details: ['Invalid username or password.'],
      },
    });
    const get = await server.app.inject({
      url: `${REST}/generateToken?username=tims.public&password=${DEMO_PASSWORD}`,
    });
    expect(get.json()).not.toHaveProperty('token');
  });

  it('exchanges a portal token for a server token (federation) and refuses a bad one with 498', async () => {
    const portalToken = await generateToken(server, 'tims.staff');
    const serverUrl = 'http://localhost:8080/tims/api/rest/services/Projects/FeatureServer/0';
    const body = (
      await post('/generateToken', { token: portalToken, serverUrl, f: 'json' })
    ).json();
    expect((await self(body.token)).json().username).toBe('tims.staff');
    expect((await post('/generateToken', { token: 'bad', serverUrl })).json().error.code).toBe(498);
  });

  it('answers 498 once a token is expired or revoked by the test hooks', async () => {
    const expiring = await generateToken(server, 'tims.staff');
    expect((await hook('expire', expiring)).json()).toEqual({ success: true });
    expect((await self(expiring)).json().error.code).toBe(498);

    const revoked = await generateToken(server, 'tims.staff');
    expect((await hook('revoke', revoked)).statusCode).toBe(200);
    expect((await self(revoked)).json().error.code).toBe(498);
    expect((await hook('expire', 'unknown')).statusCode).toBe(404);
  });

  it('refuses an expired refresh token', async () => {
    const signIn = await oauthSignIn(server, 'tims.staff');
    await hook('expire', signIn.refresh_token);
    const body = (
      await post('/oauth2/token', {
        client_id: server.config.portal.appId,
        grant_type: 'refresh_token',
        refresh_token: signIn.refresh_token,
      })
    ).json();
    expect(body.error.error).toBe('invalid_grant');
  });
});

describe('local portal: test hooks in production', () => {
  it('do not exist', async () => {
    const server = await createPortalApp({ env: { NODE_ENV: 'production' } });
    try {
      const token = await generateToken(server, 'tims.staff');
      for (const action of ['expire', 'revoke']) {
        const response = await server.app.inject({
          method: 'POST',
          url: `/portal/__test__/tokens/${action}`,
          payload: { token },
        });
        expect(response.statusCode).toBe(404);
      }
      const still = await server.app.inject({
        url: `${REST}/community/self?f=json&token=${token}`,
      });
      expect(still.json().username).toBe('tims.staff');
    } finally {
      await server.close();
    }
  });
});
