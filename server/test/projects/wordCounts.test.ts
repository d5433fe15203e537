import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/createDatabase';
import { createMigrator, migrateToLatest } from '../../db/migrate';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { targets } from '../support/databaseTargets';
import { testProjects } from './projectsHelper';

/** The counts as kept, and as the words themselves count them now (zeros left out). */
async function keptAndRecounted(db: Db) {
  const kept = await sql<{ word: string; projects: number }>`
    select word, projects from project_word_counts where projects > 0 order by word`.execute(db);
  const recounted = await sql<{ word: string; projects: number }>`
    select word, count(*)::integer as projects
    from project_search, unnest(tsvector_to_array(words)) as w (word)
    group by word order by word collate "C"`.execute(db);
  return { kept: kept.rows, recounted: recounted.rows };
}

/**
 * Migration 0013's word counts (PostgreSQL's "more than 10,000" without counting): exact through
 * every way projects change — a first write, an edit that drops and adds words, a delete, a
 * truncate — since a wrong count would give a wrong total.
 */
describe.each(targets)('the projects per word on $name', (target) => {
  let handle: Awaited<ReturnType<(typeof targets)[number]['open']>>;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());

  it('stay exact through writes, edits, deletes and a truncate (PostgreSQL; SQLite needs none)', async () => {
    const { db } = handle;
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    if (!postgres) {
      // FTS5 counts from its index alone: the migration leaves SQLite as it was.
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where name = 'project_word_counts'`.execute(db);
      expect(rows).toEqual([]);
      return;
    }
    const repository = projectsRepository(db);
    const projects = testProjects().slice(0, 60);
    await repository.write(projects);
    let counts = await keptAndRecounted(db);
    expect(counts.recounted.length).toBeGreaterThan(50);
    expect(counts.kept).toEqual(counts.recounted);

    // An edit: some words go, some come, the rest stay.
    const [first, second] = projects;
    await repository.write([
      { ...first!, description: 'Zyzzyva habitat crossing and resurfacing.' },
      { ...second!, name: 'QQQ-1-0.00' },
    ]);
    counts = await keptAndRecounted(db);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept.find((row) => row.word === 'zyzzyva')?.projects).toBe(1);

    await sql`delete from projects where pid = ${first!.pid}`.execute(db);
    counts = await keptAndRecounted(db);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept.find((row) => row.word === 'zyzzyva')).toBeUndefined();

    // Down and up again: the counts made afresh from the words stored.
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0012_portal_user_culture')).results).toContainEqual(
      expect.objectContaining({ migrationName: '0013_project_word_counts', status: 'Success' }),
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    counts = await keptAndRecounted(db);
    expect(counts.kept.length).toBeGreaterThan(50);
    expect(counts.kept).toEqual(counts.recounted);

    await sql`truncate project_search`.execute(db);
    expect((await keptAndRecounted(db)).kept).toEqual([]);
  });
});
