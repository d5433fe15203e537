import { migrateToLatest } from '../../db/migrate';
import { pageViewsRepository } from '../../repositories/pageViews';
import { targets, type Target } from '../support/databaseTargets';

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
      ['0003_projects', 'Success'],
      ['0004_saved_maps', 'Success'],
      ['0005_bridges', 'Success'],
      ['0006_notifications', 'Success'],
      ['0007_standard_maps', 'Success'],
      ['0008_glossary', 'Success'],
      ['0009_support', 'Success'],
      ['0010_project_text_index', 'Success'],
      ['0011_projects_version', 'Success'],
      ['0012_portal_user_culture', 'Success'],
      ['0013_project_word_counts', 'Success'],
      ['0014_project_prefix_counts', 'Success'],
      ['0015_word_counts_at_commit', 'Success'],
    ]);
    expect(second).toEqual([]);
  });

  it('migrates a second database beside one already migrated (another schema on PostgreSQL)', async () => {
    const other = await target.open();
    try {
      const results = await migrateToLatest(other.db);
      expect(results.every((result) => result.status === 'Success')).toBe(true);
      expect(results).toHaveLength(15);
    } finally {
      await other.close();
    }
  }, 20_000);

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
