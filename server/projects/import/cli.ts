import { resolve } from 'node:path';
import { loadConfig } from '../../config/loadConfig';
import { prepareStorage } from '../../config/prepareStorage';
import { createDatabase } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrate';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { loadStateCounties } from '../../geo/stateCounties';
import { describeProblem, importProjectFile } from './importProjects';

/**
 * `npm run import -- FILE`: imports a CSV or GeoJSON file of projects into the configured
 * database (README "Importing projects"). Exit code 1 and a line per problem when any row is bad.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run import -- FILE.csv|FILE.geojson');
    process.exit(2);
  }
  const config = loadConfig();
  // Before anything touches the disk: a folder that cannot be made is one clear line.
  prepareStorage(config);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const counties = loadStateCounties(config.department.stateFips);
    const result = await importProjectFile(resolve(file), projectsRepository(db), counties);
    if (!result.ok) {
      for (const problem of result.problems) console.error(describeProblem(problem));
      console.error(`Nothing imported: ${result.problems.length} problem(s) in ${file}`);
      process.exitCode = 1;
    } else {
      console.log(`Imported ${result.imported} project(s) from ${file}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
