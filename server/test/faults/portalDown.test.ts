import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';

/**
 * The portal down or failing: signed-in requests get a clear 503, anonymous ones go on,
 * /health says the portal is the problem (the server itself still serves: 200, degraded), and
 * all is well again once the portal is back.
 */
describe('the portal down', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeEach(async () => {
    portal = await startTestPortal();
    server = await createTestApp({
      env: { PORTAL_URL: portal.url },
      auth: { portalTimeoutMs: 1_000 },
    });
    await server.app.ready();
  });
  afterEach(async () => {
    await server.close();
    await portal.close();
  });

  const health = () => server.app.inject({ url: '/tims/api/health' });
  const me = (token: string) =>
    server.app.inject({ url: '/tims/api/me', headers: { authorization: `Bearer ${token}` } });

  it('refuses signed-in requests with a clear 503, serves anonymous ones, and /health names the portal', async () => {
    const token = portal.signIn('sam');
    await portal.goDown();

    const signedIn = await me(token);
    const anonymous = await server.app.inject({ url: '/tims/api/notifications' });
    const checked = await health();

    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.json()).toEqual({
      error: {
        code: 'portal-unavailable',
        message: 'The sign-in service (portal) cannot be reached. Try again in a moment.',
      },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      status: 'degraded',
      checks: { database: 'ok', portal: 'error' },
    });
  });

  it('recovers once the portal answers again', async () => {
    portal.answersServerError();
    expect((await me(portal.signIn('sam'))).statusCode).toBe(503);
    expect((await health()).json()).toMatchObject({ checks: { portal: 'error' } });

    portal.answersNormally();

    expect((await me(portal.signIn('sam'))).statusCode).toBe(200);
    const checked = await health();
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', portal: 'ok' },
    });
  });

  it('answers /health within its own time limit when the portal hangs', async () => {
    portal.answersSlowly(10_000);
    const started = performance.now();

    const checked = await health();

    expect(performance.now() - started).toBeLessThan(3_000);
    expect(checked.json()).toMatchObject({ checks: { portal: 'error' } });
  });
});
