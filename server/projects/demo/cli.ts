import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/loadConfig';
import { prepareStorage } from '../../config/prepareStorage';
import { createDatabase } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrate';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { bulkInsertSqlite } from './bulkSqlite';
import { DEMO_PROJECT_COUNT, DEMO_SEED, generateProjects } from './generateProjects';
import { startOfUtcDay } from './seedDemoProjects';

/**
 * `npx tsx server/projects/demo/cli.ts [--count N] [--seed S] [--today YYYY-MM-DD]`: fills the
 * configured database's empty projects table with demo projects (a million for benchmarks).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: String(DEMO_PROJECT_COUNT) },
      seed: { type: 'string', default: String(DEMO_SEED) },
      today: { type: 'string' },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const today = values.today ? new Date(values.today) : startOfUtcDay(new Date());

  const config = loadConfig();
  // Before anything touches the disk: a folder that cannot be made is one clear line.
  prepareStorage(config);
  const db = createDatabase(config.database);
  const repository = projectsRepository(db);
  await migrateToLatest(db);
  if (!(await repository.isEmpty())) {
    await db.destroy();
    throw new Error('The projects table is not empty; use a fresh DATA_DIR or DATABASE_URL');
  }
  const started = Date.now();
  const projects = generateProjects({ seed, count, stateFips: config.department.stateFips, today });
  if (config.database.dialect === 'sqlite') {
    await db.destroy();
    bulkInsertSqlite(config.database.file, projects, (written) =>
      process.stdout.write(`\r${written} projects`),
    );
  } else {
    let batch = [];
    for (const project of projects) {
      batch.push(project);
      if (batch.length === 5000) {
        await repository.write(batch);
        batch = [];
      }
    }
    await repository.write(batch);
    await db.destroy();
  }
  console.log(`\n${count} projects written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
