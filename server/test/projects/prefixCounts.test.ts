import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/createDatabase';
import { createMigrator, migrateToLatest } from '../../db/migrate';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { targets } from '../support/databaseTargets';
import { testProjects } from './projectsHelper';

/**
 * The counts as kept, and as PostgreSQL's own prefix search counts each kept prefix now (zeros
 * left out): the same question the word search asks (`words @@ 'sr4:*'`), not the trigger's
 * way of answering it.
 */
async function keptAndRecounted(db: Db) {
  const kept = await sql<{ prefix: string; projects: number }>`
    select prefix, projects from project_prefix_counts where projects > 0 order by prefix`.execute(
    db,
  );
  const recounted = await sql<{ prefix: string; projects: number }>`
    select prefix, (
      select count(*)::integer from project_search
      where words @@ to_tsquery('simple', prefix || ':*')) as projects
    from project_prefix_counts where projects > 0 order by prefix`.execute(db);
  // Every prefix of one to four characters of every word has its row.
  const missing = await sql<{ prefix: string }>`
    select distinct left(word, k) as prefix
    from project_search, unnest(tsvector_to_array(words)) as w (word), generate_series(1, 4) as k
    where length(word) >= k
    except select prefix from project_prefix_counts where projects > 0`.execute(db);
  return { kept: kept.rows, recounted: recounted.rows, missing: missing.rows };
}

/**
 * Migration 0014's prefix counts (the exact total of a one-term search of up to four characters
 * on PostgreSQL): exact through every way projects change, as migration 0013's word counts.
 */
describe.each(targets)('the projects per prefix on $name', (target) => {
  let handle: Awaited<ReturnType<(typeof targets)[number]['open']>>;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());

  it('stay exact through writes, edits, deletes and a truncate (PostgreSQL; SQLite needs none)', async () => {
    const { db } = handle;
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where name = 'project_prefix_counts'`.execute(db);
      expect(rows).toEqual([]);
      return;
    }
    const repository = projectsRepository(db);
    const projects = testProjects().slice(0, 60);
    await repository.write(projects);
    let counts = await keptAndRecounted(db);
    expect(counts.kept.length).toBeGreaterThan(100);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.missing).toEqual([]);

    // An edit: words go and come; a prefix two words of one project share counts it once.
    const [first, second] = projects;
    await repository.write([
      { ...first!, description: 'Zyzzyva and zyzzyvas habitat crossing.' },
      { ...second!, name: 'QQQ-1-0.00' },
    ]);
    counts = await keptAndRecounted(db);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.missing).toEqual([]);
    expect(counts.kept.find((row) => row.prefix === 'zyzz')?.projects).toBe(1);

    await sql`delete from projects where pid = ${first!.pid}`.execute(db);
    counts = await keptAndRecounted(db);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept.find((row) => row.prefix === 'zyzz')).toBeUndefined();

    // Folded at commit even when a transaction asks for its deferred triggers early and goes on
    // writing: the changes noted after that fold are folded too.
    const [, , third, fourth] = projects;
    await db.transaction().execute(async (trx) => {
      await sql`delete from projects where pid = ${third!.pid}`.execute(trx);
      await sql`set constraints all immediate`.execute(trx);
      await sql`set constraints all deferred`.execute(trx);
      await sql`delete from projects where pid = ${fourth!.pid}`.execute(trx);
    });
    counts = await keptAndRecounted(db);
    expect(counts.kept).toEqual(counts.recounted);
    const words = await sql<{ word: string; kept: number; recounted: number }>`
      select counts.word, counts.projects as kept, (
        select count(*)::integer from project_search
        where tsvector_to_array(words) @> array[counts.word]) as recounted
      from project_word_counts as counts`.execute(db);
    expect(words.rows.filter((row) => row.kept !== row.recounted)).toEqual([]);

    // Down and up again: the counts made afresh from the words stored.
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0013_project_word_counts')).results).toContainEqual(
      expect.objectContaining({ migrationName: '0014_project_prefix_counts', status: 'Success' }),
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    counts = await keptAndRecounted(db);
    expect(counts.kept.length).toBeGreaterThan(100);
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.missing).toEqual([]);

    await sql`truncate project_search`.execute(db);
    expect((await keptAndRecounted(db)).kept).toEqual([]);
  });

  it('give one-term searches their exact totals, as counting does', async () => {
    const { db } = handle;
    const repository = projectsRepository(db);
    await sql`delete from projects`.execute(db);
    const projects = testProjects();
    await repository.write(projects);
    // The cap far above the matches: every total is exact, kept or counted.
    const counting = projectsRepository(db, { countCap: 1_000_000 });
    for (const q of ['s', 'sr', 'sr4', 'us23', 'us-2', '1', 'c', 'bri', 'zzzz', 'bridge']) {
      const kept = await counting.search(
        { q },
        { sort: 'relevance', order: 'asc' },
        { offset: 0, limit: 2 },
      );
      const counted = await counting.search(
        { q, district: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
        { sort: 'relevance', order: 'asc' },
        { offset: 0, limit: 2 },
      );
      expect({ q, total: kept.total }).toEqual({ q, total: counted.total });
    }
  });
});
