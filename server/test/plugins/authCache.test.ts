import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';

/** How often the portal is asked: once per token per 60 s, once for concurrent requests. */
describe('auth: the verdict cache', () => {
  let portal: TestPortal;
  let server: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.parse('2026-03-01T12:00:00Z');
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url }, auth: { now: () => clock } });
  });
  afterEach(async () => {
    await server.close();
    await portal.close();
  });

  const me = (token: string) =>
    server.app.inject({ url: '/tims/api/me', headers: { authorization: `Bearer ${token}` } });

  it('asks the portal once per token per 60 s', async () => {
    const token = portal.signIn('ada');
    expect((await me(token)).statusCode).toBe(200);
    clock += 59_000;
    expect((await me(token)).statusCode).toBe(200);
    expect(portal.calls).toBe(1);

    clock += 1_000;
    expect((await me(token)).statusCode).toBe(200);

    expect(portal.calls).toBe(2);
  });

  it('makes one portal call for 10 concurrent requests with the same token', async () => {
    const token = portal.signIn('sam');
    portal.answersSlowly(50);

    const responses = await Promise.all(Array.from({ length: 10 }, () => me(token)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(portal.calls).toBe(1);
  });

  it('keeps each token apart', async () => {
    await me(portal.signIn('ada'));
    const response = await me(portal.signIn('sam'));

    expect(response.json()).toMatchObject({ username: 'sam' });
    expect(portal.calls).toBe(2);
  });

  it('remembers a rejected token for 10 s, then asks again', async () => {
    const token = 'TP-not-yet-known';
    expect((await me(token)).statusCode).toBe(401);
    clock += 9_000;
    expect((await me(token)).statusCode).toBe(401);
    expect(portal.calls).toBe(1);

    clock += 1_000;
    await me(token);

    expect(portal.calls).toBe(2);
  });

  it('forgets a token on request, e.g. after a downstream 498', async () => {
    const token = portal.signIn('ada');
    await me(token);
    portal.revoke(token);

    server.app.auth.forget(token);

    expect((await me(token)).statusCode).toBe(401);
    expect(portal.calls).toBe(2);
  });
});
