import { sql } from 'kysely';
import { createDatabase, type Db } from '../../db/createDatabase';
import { createTestApp, pageView, type TestApp } from '../helper';
import { startPostgresProxy, type PostgresProxy } from './postgresProxy';

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();

/**
 * PostgreSQL restarting under load: requests in flight and during the outage are answered
 * with a clear 503 (never a 500), the server reconnects by itself, and every write it
 * acknowledged is there afterwards. Runs when TEST_DATABASE_URL names a server.
 */
(databaseUrl ? describe : describe.skip)('PostgreSQL restarted or its connections cut', () => {
  let admin: Db;
  let proxy: PostgresProxy;
  let server: TestApp;
  let schema: string;
  const applicationName = `tims_faults_${process.pid}`;

  beforeEach(async () => {
    admin = createDatabase({ dialect: 'postgres', connectionString: databaseUrl! });
    schema = `tims_restart_${process.pid}_${Date.now()}`;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    proxy = await startPostgresProxy(databaseUrl!);
    const url = new URL(proxy.url);
    url.searchParams.set('options', `-c search_path=${schema}`);
    url.searchParams.set('application_name', applicationName);
    server = await createTestApp({ env: { DATABASE_URL: url.toString() } });
    await server.app.ready();
  }, 20_000);
  afterEach(async () => {
    await server.close();
    await proxy.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  });

  const recordView = (path: string) =>
    server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      payload: pageView({ path }),
    });
  const readNotifications = () => server.app.inject({ url: '/tims/api/notifications' });
  const storedPaths = async () =>
    new Set(
      (
        await sql<{ path: string }>`select path from ${sql.id(schema)}.page_views`.execute(admin)
      ).rows.map((row) => row.path),
    );
  const terminateBackends = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${applicationName}`.execute(admin);
  const expectClearAnswers = (
    responses: { statusCode: number; headers: Record<string, unknown>; json(): unknown }[],
    success: number,
  ) => {
    for (const response of responses) {
      if (response.statusCode === success) continue;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: {
          code: 'database-unavailable',
          message:
            'The database cannot be reached right now (it may be restarting). ' +
            'Please try again in a few seconds.',
        },
      });
    }
  };

  it('answers while its backends are terminated, recovers, and loses no acknowledged write', async () => {
    let writing = true;
    const terminator = (async () => {
      while (writing) {
        await terminateBackends();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const written: { path: string; statusCode: number }[] = [];
    const read: Awaited<ReturnType<typeof readNotifications>>[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      const paths = Array.from({ length: 20 }, (_, i) => `/wave-${wave}/${i}`);
      const [writes, reads] = await Promise.all([
        Promise.all(
          paths.map(async (path) => ({ path, statusCode: (await recordView(path)).statusCode })),
        ),
        Promise.all(paths.map(() => readNotifications())),
      ]);
      written.push(...writes);
      read.push(...reads);
    }
    writing = false;
    await terminator;

    expectClearAnswers(read, 200);
    expect(written.filter((write) => ![204, 503].includes(write.statusCode))).toEqual([]);
    // The connections were cut under some of them, or the test proved nothing.
    expect(written.filter((write) => write.statusCode === 503).length).toBeGreaterThan(0);
    const stored = await storedPaths();
    const acknowledged = written.filter((write) => write.statusCode === 204);
    expect(acknowledged.filter((write) => !stored.has(write.path))).toEqual([]);
    expect((await recordView('/after')).statusCode).toBe(204);
    expect((await readNotifications()).statusCode).toBe(200);
    expect(server.logs.filter((line) => line.msg === 'Request failed')).toEqual([]);
  });

  it('answers 503 database-unavailable while it is down, and all is well once it is back', async () => {
    expect((await recordView('/before')).statusCode).toBe(204);
    await proxy.down();

    const write = await recordView('/during');
    const read = await readNotifications();
    const health = await server.app.inject({ url: '/tims/api/health' });
    await proxy.up();

    expectClearAnswers([write, read], 0);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', checks: { database: 'error' } });
    expect((await recordView('/after')).statusCode).toBe(204);
    expect((await readNotifications()).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/tims/api/health' })).statusCode).toBe(200);
    expect(await storedPaths()).toEqual(new Set(['/before', '/after']));
    expect(server.logs.filter((line) => line.msg === 'Request failed')).toEqual([]);
  });
});
