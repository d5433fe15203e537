import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config/loadConfig';
import { prepareStorage } from '../config/prepareStorage';
import { createDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrate';
import { seedDemoProjects } from '../projects/demo/seedDemoProjects';
import { createRepositories } from '../repositories/repositories';
import { MapGenerator } from './generate/mapGenerator';
import { MapFiles } from './library/mapFiles';
import { StandardMapLibrary } from './library/standardMapLibrary';

/**
 * `npm run maps:generate [-- --missing] [--only statewide,county-39041] [--workers N]`: draws
 * the standard-map set of the configured state (statewide, districts, counties), or the maps
 * named, or only those the library lacks, into the configured database and
 * DATA_DIR, each map a new edition, with a progress bar. Uses every core by default. Refuses
 * to run while another drawing runs (the server's, or another of these).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      missing: { type: 'boolean', default: false },
      only: { type: 'string' },
      workers: { type: 'string', default: String(availableParallelism()) },
    },
  });
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    console.error('--workers must be an integer from 1 to 64');
    return 2;
  }
  const config = loadConfig();
  // Before anything touches the disk: a folder that cannot be made is one clear line.
  prepareStorage(config);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const repositories = createRepositories(db);
    const seeded = await seedDemoProjects(repositories.projects, {
      stateFips: config.department.stateFips,
    });
    if (seeded > 0) console.log(`No projects yet: ${seeded} demo projects generated first.`);
    const log = {
      info: () => undefined,
      warn: (details: object, message: string) => console.warn(message, details),
      error: (details: object, message: string) => console.error(message, details),
    };
    const library = new StandardMapLibrary(
      repositories.standardMaps,
      new MapFiles(join(config.dataDir, 'standard-maps')),
      log,
    );
    const generator = new MapGenerator(db, config, repositories.generationJobs, library, log);
    const bar = new SingleBar(
      { format: 'Drawing maps {bar} {value}/{total} {current}', hideCursor: true },
      Presets.shades_classic,
    );
    const started = Date.now();
    const result = await generator.start({
      trigger: 'cli',
      requestedBy: null,
      scope: values.missing ? 'missing' : 'all',
      ids: values.only?.split(',').map((id) => id.trim()),
      workers,
      onProgress: (job) => bar.update(job.done + job.failed, { current: job.current ?? '' }),
    });
    if (result.kind === 'nothing-to-draw') {
      console.log(
        values.only
          ? `No map of the set is named ${values.only}.`
          : 'Every map of the set is in the library already.',
      );
      return 0;
    }
    if (result.kind === 'busy') {
      console.error(
        `The maps are being drawn already (job ${result.job?.id ?? '?'}, started ${result.job?.startedAt ?? '?'}); try again when it is done.`,
      );
      return 1;
    }
    bar.start(result.job.total, 0, { current: '' });
    const job = await result.finished;
    bar.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${job.done} of ${job.total} maps drawn in ${seconds} s with ${workers} threads` +
        (job.error ? ` — ${job.error}` : '') +
        ` (${join(config.dataDir, 'standard-maps')})`,
    );
    return job.status === 'succeeded' ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
