import { createTestApp, pageView, type TestApp } from '../helper';
import { watchEventLoop } from './eventLoopWatch';
import { holdWriteLock, type WriteLockHolder } from './writeLockHolder';

/**
 * Another program (the importer, a backup) holding the SQLite file's write lock: writes are
 * refused at once with a clear 503, reads go on, nothing blocks the event loop, and the server
 * recovers the moment the lock is let go.
 */
describe('SQLite while another process holds the write lock', () => {
  let server: TestApp;
  let holder: WriteLockHolder | undefined;
  beforeEach(async () => {
    server = await createTestApp();
    // Compiles every route's schemas now, not during the first timed request.
    await server.app.ready();
  });
  afterEach(async () => {
    await holder?.release();
    holder = undefined;
    await server.close();
  });

  const file = () => {
    const database = server.config.database;
    if (database.dialect !== 'sqlite') throw new Error('These tests are about SQLite');
    return database.file;
  };
  const recordView = (path = '/projects') =>
    server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      payload: pageView({ path }),
    });
  const countedPaths = async () =>
    (await server.app.db.selectFrom('page_views').select('path').orderBy('path').execute()).map(
      (row) => row.path,
    );

  it('refuses a write with 503 database-busy and Retry-After, without stalling the event loop', async () => {
    holder = await holdWriteLock(file());
    const loop = watchEventLoop();
    const started = performance.now();

    const response = await recordView();
    await recordView();
    await recordView();

    const took = performance.now() - started;
    // A wait on the event loop for the lock would stall it for all of BUSY_WAIT_MS (100 ms).
    expect(loop.stop()).toBeLessThan(90);
    expect(took).toBeLessThan(1_500);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      error: {
        code: 'database-busy',
        message:
          'The database is busy: another program (an import or a backup) is writing to it. ' +
          'Nothing was changed; please try again in a moment.',
      },
    });
  });

  it('answers reads at once while writes are refused', async () => {
    holder = await holdWriteLock(file());
    const loop = watchEventLoop();
    const timed = async (request: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const { statusCode } = await request();
      return { statusCode, ms: performance.now() - started };
    };

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? timed(() => recordView(`/write-${i}`))
          : timed(() => server.app.inject({ url: '/tims/api/notifications' })),
      ),
    );

    const reads = results.filter((_, i) => i % 2 === 1);
    const writes = results.filter((_, i) => i % 2 === 0);
    expect(reads.map((read) => read.statusCode)).toEqual(Array(10).fill(200));
    expect(writes.map((write) => write.statusCode)).toEqual(Array(10).fill(503));
    expect(Math.max(...reads.map((read) => read.ms))).toBeLessThan(250);
    expect(loop.stop()).toBeLessThan(90);
  });

  it('writes again once the lock is let go; nothing refused was written, nothing acknowledged lost', async () => {
    expect((await recordView('/before')).statusCode).toBe(204);
    holder = await holdWriteLock(file());
    expect((await recordView('/refused')).statusCode).toBe(503);
    await holder.commit();

    expect((await recordView('/after')).statusCode).toBe(204);
    expect(await countedPaths()).toEqual(['/after', '/before', '/held']);
  });

  it('waits out a lock held for a few milliseconds instead of refusing', async () => {
    holder = await holdWriteLock(file());
    const pending = recordView('/waited');
    // The other program commits while the write is waiting (its first try met the lock).
    void holder.commit();

    expect((await pending).statusCode).toBe(204);
    expect(await countedPaths()).toEqual(['/held', '/waited']);
  });

  it('says so on /health: the database is busy, the server still answers (200, degraded)', async () => {
    holder = await holdWriteLock(file());

    const response = await server.app.inject({ url: '/tims/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { database: 'busy', portal: 'ok' },
    });
  });

  it('logs one line naming the cause, without a stack trace', async () => {
    holder = await holdWriteLock(file());
    await recordView();

    const faults = server.logs.filter((line) => line.cause !== undefined);
    expect(faults).toEqual([
      expect.objectContaining({
        level: 40,
        code: 'database-busy',
        cause: 'SQLITE_BUSY: database is locked',
      }),
    ]);
    expect(server.logs.filter((line) => line.msg === 'Request failed')).toEqual([]);
  });
});
