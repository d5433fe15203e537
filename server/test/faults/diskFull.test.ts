import { sql } from 'kysely';
import { generateProjects } from '../../projects/demo/generateProjects';
import { DatabaseFault } from '../../db/databaseFaults';
import { createTestApp, pageView, type TestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';
import { diskFiller } from './diskFiller';

/**
 * A full disk: a write is answered 507 with a clear message, what it began is rolled back
 * whole, the log names SQLite's or PostgreSQL's own cause once (not "cannot rollback"), and
 * writes work again once there is room.
 */
describe.each(appTargetsOf(createTestApp, 'tims_disk_full'))('a full disk on $name', (target) => {
  let server: TestApp;
  beforeEach(async () => {
    server = await target.open();
    await server.app.ready();
  }, 20_000);
  afterEach(() => server.close());

  /** Page views until one is refused (SQLite fills the pages it has first). */
  const recordViewsUntilRefused = async () => {
    for (let i = 0; i < 200; i += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/tims/api/analytics/pageviews',
        payload: pageView({ path: `/${String(i).padStart(4, '0')}/${'x'.repeat(500)}` }),
      });
      if (response.statusCode !== 204) return response;
    }
    throw new Error('Every write was accepted on a full disk');
  };
  const projectRows = async () => {
    const counts = [];
    for (const table of [
      'projects',
      'project_counties',
      'project_routes',
      'project_funding',
    ] as const) {
      const row = await server.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('rows'))
        .executeTakeFirstOrThrow();
      counts.push(Number(row.rows));
    }
    return counts;
  };

  it('answers a write with 507 insufficient-storage and logs the real cause once', async () => {
    const disk = diskFiller(server);
    await disk.fill();

    const refused = await recordViewsUntilRefused();
    await server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      payload: pageView(),
    });

    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      error: {
        code: 'insufficient-storage',
        message:
          "The server's disk is full, so nothing was saved. Please try again later, " +
          'or tell the TIMS administrator if it keeps happening.',
      },
    });
    const causes = server.logs.filter((line) => line.cause !== undefined);
    expect(causes).toEqual([
      expect.objectContaining({
        level: 50,
        code: 'insufficient-storage',
        cause: expect.stringMatching(disk.cause),
      }),
    ]);
    expect(JSON.stringify(server.logs)).not.toMatch(/cannot rollback|Request failed/);
  });

  it('leaves nothing half-written: an import that runs out of room is rolled back whole', async () => {
    const disk = diskFiller(server);
    await disk.fill();
    const projects = [
      ...generateProjects({ seed: 7, count: 400, stateFips: '39', today: new Date('2026-03-01') }),
    ];

    const failure = await server.app.repositories.projects
      .write(projects)
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DatabaseFault);
    expect(failure).toMatchObject({ statusCode: 507, reason: expect.stringMatching(disk.cause) });
    expect(await projectRows()).toEqual([0, 0, 0, 0]);
  });

  it('says so on /health (503) until there is room again', async () => {
    const disk = diskFiller(server);
    await disk.fill();

    const full = await server.app.inject({ url: '/tims/api/health' });
    await disk.free();
    const freed = await server.app.inject({ url: '/tims/api/health' });

    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ status: 'degraded', checks: { database: 'full' } });
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });

  it('writes again once there is room', async () => {
    const disk = diskFiller(server);
    await disk.fill();
    expect((await recordViewsUntilRefused()).statusCode).toBe(507);
    await disk.free();

    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      payload: pageView({ path: '/after' }),
    });

    expect(response.statusCode).toBe(204);
    const after = await sql<{
      path: string;
    }>`select path from page_views where path = '/after'`.execute(server.app.db);
    expect(after.rows).toHaveLength(1);
  });
});
