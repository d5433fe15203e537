import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp, type App } from './app';
import { runCluster, WORKER_INDEX_ENV } from './cluster/runCluster';
import { onPrimaryMessage } from './cluster/workerChannel';
import { ConfigError, type Config } from './config/config';
import { loadConfig } from './config/loadConfig';
import { prepareStorage } from './config/prepareStorage';
import { migrateToLatest } from './db/migrate';
import { seedDemoBridges } from './bridges/seedDemoBridges';
import { loggerOptions } from './logging/logger';
import { seedDemoProjects } from './projects/demo/seedDemoProjects';
import { ORPHAN_GRACE_MS } from './plugins/app/standardMaps';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts TIMS. With `WORKERS` above 1 (by default one per core) this process is the primary of
 * a cluster: it prepares the database, then runs that many server processes on one port
 * (server/cluster/README.md); with 1 it is the server itself.
 */
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

  if (cluster.isWorker) return serve(config, Number(process.env[WORKER_INDEX_ENV] ?? 0));
  if (config.workers === 1) {
    const app = await prepare(config, { keepOpen: true });
    return listen(app, { chores: true });
  }
  await prepare(config, { keepOpen: false });
  const log = pino(loggerOptions(config) as pino.LoggerOptions);
  const running = runCluster({
    workers: config.workers,
    log,
    onListening: ({ port }) => {
      log.info({ port }, `${config.workers} server processes listening`);
      console.log(`TIMS is running at ${siteUrl(config, port)}`);
    },
  });
  process.on('SIGHUP', () => void running.restart());
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, closing`);
    void running.shutDown().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * The database brought up to date and the demo data seeded: once, before any server process
 * answers. `keepOpen` keeps the app to serve from (one process); otherwise it is closed.
 */
async function prepare(config: Config, { keepOpen }: { keepOpen: boolean }): Promise<App> {
  const app = await buildApp(config);
  if (keepOpen) closeOnSignals(app);
  try {
    const results = await migrateToLatest(app.db);
    for (const result of results)
      app.log.info(`Migration ${result.migrationName}: ${result.status}`);
    await seedDemoData(app);
    await sweepStandardMaps(app);
    // The plugins' own first-start writes (the local portal's organisation, the glossary's
    // defaults) run when the app is ready: here, before the workers, so they never race.
    if (!keepOpen) await app.ready();
  } catch (error) {
    app.log.fatal({ err: error }, 'Start failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  if (!keepOpen) await app.close();
  return app;
}

/** A worker of the cluster: serves until the primary asks it to finish (or goes). */
async function serve(config: Config, index: number): Promise<void> {
  const app = await buildApp(config);
  closeOnSignals(app);
  onPrimaryMessage((message) => {
    if (message.tims === 'shut-down') closeAndExit(app, 'Asked by the primary');
  });
  // A primary that has gone (killed) leaves its workers to finish on their own.
  process.once('disconnect', () => closeAndExit(app, 'The primary has gone'));
  // The first worker does the chores of the whole server (one drawing thread, not one a worker).
  await listen(app, { chores: index === 0, announce: false });
}

async function listen(
  app: App,
  { chores, announce = true }: { chores: boolean; announce?: boolean },
): Promise<void> {
  try {
    await app.listen({ host: app.config.host, port: app.config.port });
  } catch (error) {
    app.log.fatal({ err: error }, 'Start failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  if (announce) console.log(`TIMS is running at ${siteUrl(app.config, app.server.address())}`);
  if (chores && app.config.drawStandardMapsAtStart) drawMissingStandardMaps(app);
}

/** The address to print: the public one, or with PORT=0 (tests) the port that was given. */
function siteUrl(config: Config, address: number | string | AddressInfo | null): string {
  const port = typeof address === 'object' && address ? address.port : address;
  if (config.port !== 0 || typeof port !== 'number') return `${config.publicUrl}/tims/`;
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/tims/`;
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

let closing = false;

/** Finishes the requests under way, then exits; a request that never ends cannot stop it. */
function closeAndExit(app: App, reason: string): void {
  if (closing) return;
  closing = true;
  app.log.info(`${reason}, closing`);
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
}

function closeOnSignals(app: App): void {
  const close = (signal: NodeJS.Signals) => closeAndExit(app, `${signal} received`);
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
