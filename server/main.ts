import { buildApp, type App } from './app';
import { ConfigError, type Config } from './config/config';
import { loadConfig } from './config/loadConfig';
import { prepareStorage } from './config/prepareStorage';
import { migrateToLatest } from './db/migrate';
import { seedDemoBridges } from './bridges/seedDemoBridges';
import { seedDemoProjects } from './projects/demo/seedDemoProjects';
import { ORPHAN_GRACE_MS } from './plugins/app/standardMaps';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    // Before any plugin touches the disk: a folder that cannot be made stops the start here.
    prepareStorage(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line naming the setting: the usual reader is an operator looking at a failed start.
    console.error(error.message);
    process.exit(1);
  }

  const app = await buildApp(config);
  closeOnSignals(app);
  try {
    const results = await migrateToLatest(app.db);
    for (const result of results)
      app.log.info(`Migration ${result.migrationName}: ${result.status}`);
    await seedDemoData(app);
    await sweepStandardMaps(app);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.fatal({ err: error }, 'Start failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  console.log(`TIMS is running at ${config.publicUrl}/tims/`);
  drawMissingStandardMaps(app);
}

/** Files of editions whose rows were never committed (a crash mid-write) are removed. */
async function sweepStandardMaps(app: App): Promise<void> {
  const removed = await app.standardMaps.library.sweep(ORPHAN_GRACE_MS).catch((error: unknown) => {
    app.log.warn({ err: error }, 'Standard maps: the sweep of orphaned files failed');
    return [];
  });
  if (removed.length > 0) app.log.info({ removed }, 'Standard maps: orphaned files removed');
}

/**
 * The generated maps the library lacks (all of them on a fresh start) are drawn in the
 * background, once the server answers: one drawing thread, so requests keep a core.
 */
function drawMissingStandardMaps(app: App): void {
  app.standardMaps.generator
    .start({ trigger: 'start', requestedBy: null, scope: 'missing', workers: 1 })
    .then((started) => {
      if (started.kind !== 'started') return;
      app.log.info(`Standard maps: drawing ${started.job.total} maps in the background`);
      return started.finished.then((job) => {
        app.log.info(`Standard maps: ${job.done} of ${job.total} drawn`);
      });
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'Standard maps: drawing failed'));
}

/** Demo projects and bridges for an empty database; a failure is logged, TIMS still starts. */
async function seedDemoData(app: App): Promise<void> {
  const started = Date.now();
  try {
    const stateFips = app.config.department.stateFips;
    const count = await seedDemoProjects(app.repositories.projects, { stateFips });
    if (count > 0) app.log.info(`Demo projects: ${count} generated in ${Date.now() - started} ms`);
    const bridges = await seedDemoBridges(app.repositories.bridges, { stateFips });
    if (bridges > 0) app.log.info(`Demo bridges: ${bridges} generated`);
  } catch (error) {
    app.log.error({ err: error }, 'Demo data: seeding failed');
  }
}

function closeOnSignals(app: App): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('Shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
