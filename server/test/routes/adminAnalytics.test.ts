import { createTestApp, pageView, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';

describe('GET /tims/api/admin/analytics', () => {
  let portal: TestPortal;
  let server: TestApp;
  let admin: Record<string, string>;
  beforeEach(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
    admin = { authorization: `Bearer ${portal.signIn('ada')}`, 'x-tims-username': 'ada' };
  });
  afterEach(async () => {
    await server.close();
    await portal.close();
  });

  const get = (url: string, headers: Record<string, string> = admin) =>
    server.app.inject({ url: `/tims/api/admin${url}`, headers });
  const record = async (day: string, view: Record<string, unknown>, times = 1) => {
    for (let i = 0; i < times; i += 1) {
      await server.app.repositories.pageViews.record(
        pageView(view) as never,
        new Date(`${day}T12:00:00Z`),
      );
    }
  };
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string } }>().error;

  describe('who may call it', () => {
    it('answers 401 to anonymous callers, before looking at the query', async () => {
      const plain = await get('/analytics', {});
      const badQuery = await get('/analytics?from=yesterday', {});

      expect(plain.statusCode).toBe(401);
      expect(errorOf(plain).code).toBe('sign-in-required');
      expect(badQuery.statusCode).toBe(401);
    });

    it('answers 401 to anonymous callers on unknown admin paths too', async () => {
      const response = await get('/nothing-here', {});

      expect(response.statusCode).toBe(401);
    });

    it('answers 403 "Administrators only" to a signed-in user outside the admin group', async () => {
      const response = await get('/analytics', {
        authorization: `Bearer ${portal.signIn('sam')}`,
      });

      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: 'Administrators only' });
    });

    it('answers 401 to an admin token sent with another username', async () => {
      const response = await get('/analytics', { ...admin, 'x-tims-username': 'sam' });

      expect(errorOf(response).code).toBe('identity-mismatch');
    });

    it('answers 503 when the portal is down, whoever calls', async () => {
      await portal.goDown();

      expect((await get('/analytics')).statusCode).toBe(503);
    });

    it('answers 404 to an admin on an unknown admin path', async () => {
      const response = await get('/nothing-here');

      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not-found');
    });
  });

  describe('the counts', () => {
    it('counts views per day, per page and in total, days without views included', async () => {
      await record('2026-03-01', { page: 'Projects' }, 3);
      await record('2026-03-01', { page: 'Projects', language: 'es' });
      await record('2026-03-03', { page: 'Home', path: '/' }, 2);
      await record('2026-03-03', { page: null, path: '/somewhere' });
      await record('2026-02-28', { page: 'Home', path: '/' }, 5); // before the range
      await record('2026-03-04', { page: 'Home', path: '/' }, 7); // after it

      const response = await get('/analytics?from=2026-03-01&to=2026-03-03');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        from: '2026-03-01',
        to: '2026-03-03',
        total: 7,
        days: [
          { day: '2026-03-01', views: 4 },
          { day: '2026-03-02', views: 0 },
          { day: '2026-03-03', views: 3 },
        ],
        pages: [
          { page: 'Projects', views: 4 },
          { page: 'Home', views: 2 },
          { page: null, views: 1 },
        ],
      });
    });

    it('covers the last 30 days up to today by default', async () => {
      const today = new Date().toISOString().slice(0, 10);
      await record(today, { page: 'Maps', path: '/maps' });

      const body = (await get('/analytics')).json<{ to: string; days: unknown[]; total: number }>();

      expect(body.to).toBe(today);
      expect(body.days).toHaveLength(30);
      expect(body.total).toBe(1);
    });

    it('accepts a range of 366 days', async () => {
      const response = await get('/analytics?from=2024-01-01&to=2024-12-31');

      expect(response.statusCode).toBe(200);
      expect(response.json<{ days: unknown[] }>().days).toHaveLength(366);
    });
  });

  describe('the range', () => {
    it.each([
      ['from after to', '?from=2026-03-02&to=2026-03-01', 'must not be after querystring/to'],
      ['over 366 days', '?from=2025-01-01&to=2026-01-02', 'at most 366 days (got 367)'],
      ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'must be a real day'],
      ['a day in another form', '?from=01/03/2026', 'querystring/from must match pattern'],
      ['an unknown parameter', '?since=2026-03-01', 'querystring/since is not an allowed field'],
    ])('rejects %s with a 400', async (_case, query, message) => {
      const response = await get(`/analytics${query}`);

      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('bad-request');
      expect(errorOf(response).message).toContain(message);
    });
  });
});
