import { createTestApp, type TestApp } from '../helper';

describe('GET /tims/api/health', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createTestApp();
  });
  afterEach(() => server.close());

  it('is ok while the database answers', async () => {
    const response = await server.app.inject({ url: '/tims/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      version: server.config.version,
      uptimeSeconds: expect.any(Number),
      checks: { database: 'ok', portal: 'ok' },
    });
  });

  it('proves the database can write, and leaves nothing behind', async () => {
    await server.app.inject({ url: '/tims/api/health' });

    const rows = await server.app.db.selectFrom('page_views').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('is degraded with a 503 when the database is gone', async () => {
    await server.app.db.destroy();
    const response = await server.app.inject({ url: '/tims/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', checks: { database: 'error' } });
  });
});
