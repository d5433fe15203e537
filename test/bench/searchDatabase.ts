import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createDatabase } from '../../server/db/createDatabase';
import { migrateToLatest } from '../../server/db/migrate';
import { bulkInsertSqlite } from '../../server/projects/demo/bulkSqlite';
import { DEMO_SEED, generateProjects } from '../../server/projects/demo/generateProjects';

/** The benchmarks' databases live here between runs (git ignores it). */
const ROOT = path.resolve(__dirname, '../../.bench-data');
/** Raised when the schema of the generated file changes (v2: migration 0010's text index). */
const VERSION = 'v2';

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
  // The triggers filled the full-text index row by row, in many small segments: merged into
  // one, as after an import and a quiet night.
  const sqlite = new BetterSqlite3(file);
  sqlite.exec(`insert into project_text (project_text) values ('optimize')`);
  sqlite.close();
  console.log(` in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  fs.writeFileSync(done, new Date().toISOString());
  return dataDir;
}
