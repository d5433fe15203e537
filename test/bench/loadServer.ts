/**
 * Child process of `bench:load` (loadBenchmark.ts): the TIMS server as `main.ts` starts it
 * (settings from the environment, migrations, the demo projects and bridges, the local
 * portal), listening on a free port of 127.0.0.1 (port 0) that it sends to its parent. With
 * `WORKERS` above 1 it is a cluster, as `main.ts` runs one (server/cluster): this process
 * prepares the database and runs the workers, which share the port. The standard maps are not
 * drawn: their background thread would share the cores with the load. SIGTERM closes it.
 * Runs the built server (`build/server`), or the sources with `source` as the first argument.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import pino from 'pino';
import type * as AppModule from '../../server/app';
import type * as BridgesModule from '../../server/bridges/seedDemoBridges';
import type * as RunClusterModule from '../../server/cluster/runCluster';
import type * as WorkerChannelModule from '../../server/cluster/workerChannel';
import type * as ConfigModule from '../../server/config/loadConfig';
import type * as MigrateModule from '../../server/db/migrate';
import type * as LoggerModule from '../../server/logging/logger';
import type * as ProjectsModule from '../../server/projects/demo/seedDemoProjects';

const root =
  process.argv[2] === 'source'
    ? path.resolve(__dirname, '../../server')
    : path.resolve(__dirname, '../../build/server/server');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(module: string): T => require(path.join(root, module)) as T;

const { buildApp } = load<typeof AppModule>('app');
const { loadConfig } = load<typeof ConfigModule>('config/loadConfig');

/** The database migrated and seeded; the app returned to serve from, or closed. */
async function prepare(keepOpen: boolean) {
  const { migrateToLatest } = load<typeof MigrateModule>('db/migrate');
  const { seedDemoProjects } = load<typeof ProjectsModule>('projects/demo/seedDemoProjects');
  const { seedDemoBridges } = load<typeof BridgesModule>('bridges/seedDemoBridges');
  const config = loadConfig();
  const app = await buildApp(config);
  await migrateToLatest(app.db);
  const stateFips = config.department.stateFips;
  await seedDemoProjects(app.repositories.projects, { stateFips });
  await seedDemoBridges(app.repositories.bridges, { stateFips });
  await app.ready();
  if (!keepOpen) await app.close();
  return app;
}

/** One server process: the whole server here, or a worker of the cluster. */
async function serve(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    const { onPrimaryMessage } = load<typeof WorkerChannelModule>('cluster/workerChannel');
    const app = await buildApp(config);
    onPrimaryMessage((message) => {
      if (message.tims === 'shut-down') void app.close().then(() => process.exit(0));
    });
    process.once('disconnect', () => process.exit(0));
    await serve(app);
    return;
  }
  if (config.workers === 1) {
    const app = await prepare(true);
    const origin = await serve(app);
    process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
    process.send!({ origin });
    return;
  }
  await prepare(false);
  const { runCluster } = load<typeof RunClusterModule>('cluster/runCluster');
  const { loggerOptions } = load<typeof LoggerModule>('logging/logger');
  const running = runCluster({
    workers: config.workers,
    log: pino(loggerOptions(config) as pino.LoggerOptions),
    onListening: ({ port }) => process.send!({ origin: `http://127.0.0.1:${port}` }),
  });
  process.once('SIGTERM', () => void running.shutDown().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
