import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/db/migrate';
import { bulkInsertSqlite } from '../../server/projects/demo/bulkSqlite';
import { DEMO_SEED, generateProjects } from '../../server/projects/demo/generateProjects';

/** The benchmarks' databases live here between runs (git ignores it). */
const ROOT = path.resolve(__dirname, '../../.bench-data');
/** Raised when the schema of the generated file changes (v3: migration 0010's text indexes). */
const VERSION = 'v3';

/**
 * A SQLite database of `count` demo projects (Ohio, the demo seed, a fixed "today"), built
 * with the generator the first time and kept for the next runs: a million take minutes.
 * Returns its DATA_DIR.
 */
export async function projectsDatabase(count: number): Promise<string> {
  const dataDir = path.join(ROOT, `projects-${VERSION}-${count}`);
  const done = path.join(dataDir, 'complete');
  if (fs.existsSync(done)) return dataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tims.db');
  const db = createDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
  const started = Date.now();
  const projects = generateProjects({
    seed: DEMO_SEED,
    count,
    stateFips: '39',
    today: new Date('2026-11-01T00:00:00Z'),
  });
  bulkInsertSqlite(file, projects, (written) =>
    process.stdout.write(`\rGenerating ${count} projects: ${written}`),
  );
  // The triggers filled the full-text indexes row by row, in many small segments: merged into
  // one, as after an import and a quiet night.
  const sqlite = new BetterSqlite3(file);
  for (const table of ['project_words', 'project_title_words']) {
    sqlite.exec(`insert into ${table} (${table}) values ('optimize')`);
  }
  sqlite.close();
  console.log(` in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  fs.writeFileSync(done, new Date().toISOString());
  return dataDir;
}

/** Rows per INSERT when copying into PostgreSQL: well under its 65,535 bound parameters. */
const COPY_BATCH = 1000;

/**
 * The same projects in a PostgreSQL database (`url`, which must exist and be empty or hold
 * exactly these projects): migrated, then filled from the SQLite file of `projectsDatabase`
 * table by table, then vacuumed and analysed as a database that has been running a while.
 */
export async function postgresProjectsDatabase(count: number, url: string): Promise<void> {
  const db = createDatabase({ dialect: 'postgres', connectionString: url });
  try {
    await migrateToLatest(db);
    const stored = await sql<{ n: string }>`select count(*) as n from projects`.execute(db);
    if (Number(stored.rows[0]?.n) === count) return;
    if (Number(stored.rows[0]?.n) !== 0) {
      throw new Error(`${url} holds other projects: give an empty database`);
    }
    const sqlite = new BetterSqlite3(path.join(await projectsDatabase(count), 'tims.db'), {
      readonly: true,
    });
    const started = Date.now();
    try {
      for (const table of [
        'projects',
        'project_counties',
        'project_routes',
        'project_milestones',
        'project_funding',
      ] as const) {
        let batch: Record<string, unknown>[] = [];
        let copied = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          await db
            .insertInto(table)
            .values(batch as never)
            .execute();
          copied += batch.length;
          batch = [];
          process.stdout.write(`\rCopying ${table} into PostgreSQL: ${copied}`);
        };
        for (const row of sqlite.prepare(`select * from ${table}`).iterate()) {
          batch.push(row as Record<string, unknown>);
          if (batch.length === COPY_BATCH) await flush();
        }
        await flush();
        console.log();
      }
    } finally {
      sqlite.close();
    }
    await sql`vacuum analyze`.execute(db);
    console.log(`PostgreSQL filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.destroy();
  }
}
