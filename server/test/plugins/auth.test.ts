import { createTestApp, type TestApp } from '../helper';
import { STAFF_GROUP_ID, startTestPortal, type TestPortal } from '../support/testPortal';

/** Bearer tokens verified with the portal (DESIGN §3.2), seen through GET /tims/api/me. */
describe('auth: verifying the bearer token with the portal', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeEach(async () => {
    portal = await startTestPortal();
    server = await createTestApp({
      env: { PORTAL_URL: portal.url },
      auth: { portalTimeoutMs: 1_000 },
    });
  });
  afterEach(async () => {
    await server.close();
    await portal.close();
  });

  const me = (headers: Record<string, string> = {}, url = '/tims/api/me') =>
    server.app.inject({ method: 'GET', url, headers });
  const bearer = (token: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string } }>().error;

  it('answers /me with the verified identity, groups and admin flag', async () => {
    const response = await me(bearer(portal.signIn('ada'), { 'x-tims-username': 'ada' }));

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      username: 'ada',
      fullName: 'Ada Admin',
      isAdmin: true,
      isStaff: true,
      groups: [
        { id: '7c1ea6a3f5d94f0e9b1f3c2a5d4e6f70', title: 'TIMS Administrators' },
        { id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9', title: 'DOT Staff' },
      ],
    });
  });

  it('decides admin by group id, not by a group with the same title', async () => {
    const response = await me(bearer(portal.signIn('sam')));

    expect(response.json()).toMatchObject({ username: 'sam', isAdmin: false });
    expect(response.json<{ groups: { title: string }[] }>().groups).toContainEqual({
      id: 'ffffffffffffffffffffffffffffffff',
      title: 'TIMS Administrators',
    });
  });

  it("refuses an account of another organisation with 403, whatever its groups' ids", async () => {
    const response = await me(bearer(portal.signIn('otto')));

    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toBeUndefined();
    expect(errorOf(response)).toEqual({
      code: 'forbidden',
      message:
        "This account belongs to another organisation than the portal's. Sign in with an account of the department's organisation.",
    });
  });

  it('lets an account of another organisation use what is open to everyone, as a visitor', async () => {
    const response = await me(bearer(portal.signIn('otto')), '/tims/api/maps');

    expect(response.statusCode).toBe(200);
  });

  it("asks portals/self once for the organisation's id", async () => {
    await me(bearer(portal.signIn('ada')));
    await me(bearer(portal.signIn('sam')));

    expect(portal.portalSelfCalls).toBe(1);
  });

  it('counts every account of the organisation as staff without STAFF_GROUP_ID', async () => {
    expect((await me(bearer(portal.signIn('lee')))).json()).toMatchObject({
      username: 'lee',
      isStaff: true,
    });
  });

  it('decides staff by membership of STAFF_GROUP_ID when it is set', async () => {
    await server.close();
    server = await createTestApp({ env: { PORTAL_URL: portal.url, STAFF_GROUP_ID } });

    expect((await me(bearer(portal.signIn('sam')))).json()).toMatchObject({ isStaff: true });
    expect((await me(bearer(portal.signIn('lee')))).json()).toMatchObject({
      isStaff: false,
      isAdmin: false,
    });
  });

  it('sends the token to the portal in the body, never in the URL', async () => {
    await me(bearer(portal.signIn('ada')));

    expect(portal.calls).toBe(1);
    expect(portal.tokensInUrl).toBe(0);
  });

  it('answers 401 sign-in-required without a token', async () => {
    const response = await me();

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="TIMS"');
    expect(errorOf(response).code).toBe('sign-in-required');
    expect(portal.calls).toBe(0);
  });

  it.each([
    ['an unknown token', () => 'TP-made-up'],
    [
      'an expired token',
      () => {
        const token = portal.signIn('ada');
        portal.expire(token);
        return token;
      },
    ],
    [
      'a revoked token',
      () => {
        const token = portal.signIn('ada');
        portal.revoke(token);
        return token;
      },
    ],
  ])('answers 401 invalid-token for %s (the portal says 498 inside HTTP 200)', async (_c, make) => {
    const response = await me(bearer(make()));

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="TIMS", error="invalid_token"');
    expect(errorOf(response)).toEqual({
      code: 'invalid-token',
      message: 'Your sign-in has expired or was revoked. Sign in again.',
    });
  });

  it('notices a revocation once the cached verdict is gone', async () => {
    let clock = Date.now();
    await server.close();
    server = await createTestApp({ env: { PORTAL_URL: portal.url }, auth: { now: () => clock } });
    const token = portal.signIn('ada');
    expect((await me(bearer(token))).statusCode).toBe(200);

    portal.revoke(token);
    clock += 60_001;

    expect(errorOf(await me(bearer(token))).code).toBe('invalid-token');
  });

  it('answers 401 identity-mismatch when the username header names someone else', async () => {
    const response = await me(bearer(portal.signIn('sam'), { 'x-tims-username': 'ada' }));

    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('identity-mismatch');
    expect(JSON.stringify(server.logs)).toContain('The username header disagrees');
  });

  it('answers 403 forbidden when the portal refuses the account', async () => {
    const response = await me(bearer(portal.signIn('dee')));

    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('forbidden');
  });

  it('answers 400 to a token in the query, before asking the portal', async () => {
    const token = portal.signIn('ada');
    const response = await me({}, `/tims/api/me?token=${token}`);
    const elsewhere = await me({}, `/tims/api/config?f=json&access_token=${token}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad-request',
        message: 'Send the portal token in the Authorization header, never in the URL',
        details: { field: 'querystring/token' },
      },
    });
    expect(elsewhere.json()).toMatchObject({
      error: { details: { field: 'querystring/access_token' } },
    });
    expect(portal.calls).toBe(0);
  });

  it('answers 400 to an Authorization header that is not a bearer token', async () => {
    const response = await me({ authorization: 'Basic YWRhOnNlY3JldA==' });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('bad-request');
  });

  it.each([
    ['is down', (p: TestPortal) => p.goDown()],
    ['answers HTTP 500', (p: TestPortal) => p.answersServerError()],
    ['answers an HTML page', (p: TestPortal) => p.answersHtml()],
    ['answers after the timeout', (p: TestPortal) => p.answersSlowly(3_000)],
  ])('answers 503 portal-unavailable, not 401, when the portal %s', async (_c, breakIt) => {
    const token = portal.signIn('ada');
    await breakIt(portal);

    const started = Date.now();
    const response = await me(bearer(token));

    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toEqual({
      code: 'portal-unavailable',
      message: 'The sign-in service (portal) cannot be reached. Try again in a moment.',
    });
    expect(Date.now() - started).toBeLessThan(2_500);
    const warning = server.logs.find(
      (line) => line.msg === 'Portal unavailable: token not verified',
    );
    expect(warning?.reason).toEqual(expect.any(String));
  });

  it('recovers at once when the portal is back: unavailability is not cached', async () => {
    const token = portal.signIn('ada');
    portal.answersServerError();
    expect((await me(bearer(token))).statusCode).toBe(503);

    portal.answersNormally();

    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('never writes the token to the log', async () => {
    const token = portal.signIn('sam');
    await me(bearer(token, { 'x-tims-username': 'ada' }));
    await me({}, `/tims/api/me?token=${token}`);
    portal.answersServerError();
    await me(bearer(`${token}x`));

    expect(JSON.stringify(server.logs)).not.toContain(token);
  });
});
