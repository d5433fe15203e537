import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../../config/config';
import { createDatabase, type Db } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrate';
import { pageViewsRepository } from '../../repositories/pageViews';

/**
 * The database layer on every dialect at hand: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL names a server (CI sets it). Each run works in a schema of its own, which it
 * drops at the end, so runs never see each other's rows.
 */
interface Target {
  name: string;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

const sqlite: Target = {
  name: 'SQLite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'tims-db-'));
    const db = createDatabase({ dialect: 'sqlite', file: join(dir, 'tims.db') });
    return {
      db,
      async close() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string): Target {
  return {
    name: 'PostgreSQL',
    async open() {
      const admin = createDatabase({ dialect: 'postgres', connectionString: url });
      try {
        await sql`select 1`.execute(admin);
      } catch (error) {
        await admin.destroy();
        // Set but unreachable is a broken CI setup, not a reason to skip the suite.
        const host = new URL(url).host;
        throw new Error(`TEST_DATABASE_URL is set but PostgreSQL at ${host} cannot be reached`, {
          cause: error,
        });
      }
      const schema = `tims_test_${process.pid}_${Date.now()}`;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const db = createDatabase(inSchema(url, schema));
      return {
        db,
        async close() {
          await db.destroy();
          await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
          await admin.destroy();
        },
      };
    },
  };
}

/** The same server, with every unqualified name (tables, Kysely's migration tables) in `schema`. */
function inSchema(url: string, schema: string): DatabaseConfig {
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  return { dialect: 'postgres', connectionString: withPath.toString() };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
const targets = [sqlite, ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : [])];

describe.each(targets)('the database on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  beforeAll(async () => {
    handle = await target.open();
  }, 20_000);
  afterAll(() => handle?.close());

  it('migrates to the latest schema once, and a second run changes nothing', async () => {
    const first = await migrateToLatest(handle.db);
    const second = await migrateToLatest(handle.db);

    expect(first.map((result) => [result.migrationName, result.status])).toEqual([
      ['0001_page_views', 'Success'],
      ['0002_portal', 'Success'],
    ]);
    expect(second).toEqual([]);
  });

  describe('page views', () => {
    beforeEach(async () => {
      await handle.db.deleteFrom('page_views').execute();
    });
    const rows = () =>
      handle.db.selectFrom('page_views').selectAll().orderBy('day').orderBy('path').execute();
    const view = { path: '/projects', page: 'Projects' as const, language: 'en' };

    it('are counted by an upsert: the same view on the same UTC day adds one', async () => {
      const repository = pageViewsRepository(handle.db);
      await repository.record(view, new Date('2026-03-01T23:59:59Z'));
      await repository.record(view, new Date('2026-03-01T00:00:00Z'));
      await repository.record(view, new Date('2026-03-02T00:00:00Z'));

      expect(await rows()).toEqual([
        { day: '2026-03-01', page: 'Projects', path: '/projects', language: 'en', count: 2 },
        { day: '2026-03-02', page: 'Projects', path: '/projects', language: 'en', count: 1 },
      ]);
    });

    it('lose no count when many arrive at once', async () => {
      const repository = pageViewsRepository(handle.db);
      const now = new Date('2026-03-01T12:00:00Z');
      await Promise.all(Array.from({ length: 25 }, () => repository.record(view, now)));

      expect((await rows()).map((row) => row.count)).toEqual([25]);
    });

    it('keep no query, hash or page name null in the key', async () => {
      const repository = pageViewsRepository(handle.db);
      const now = new Date('2026-03-01T12:00:00Z');
      await repository.record({ ...view, page: null, path: '/map?token=abc#x' }, now);
      await repository.record({ ...view, page: null, path: '/map' }, now);

      expect(await rows()).toEqual([
        { day: '2026-03-01', page: '', path: '/map', language: 'en', count: 2 },
      ]);
    });
  });
});
