/**
 * Child process of `bench:load` (loadBenchmark.ts): the TIMS server as `main.ts` starts it
 * (settings from the environment, migrations, the demo projects and bridges, the local
 * portal), listening on a free port of 127.0.0.1 (port 0) that it sends to its parent. The
 * standard maps are not drawn: their background thread would share the cores with the load.
 * SIGTERM closes it. Runs the built server (`build/server`), or the sources with `source` as
 * the first argument.
 */
import path from 'node:path';
import type * as AppModule from '../../server/app';
import type * as BridgesModule from '../../server/bridges/seedDemoBridges';
import type * as ConfigModule from '../../server/config/loadConfig';
import type * as MigrateModule from '../../server/db/migrate';
import type * as ProjectsModule from '../../server/projects/demo/seedDemoProjects';

const root =
  process.argv[2] === 'source'
    ? path.resolve(__dirname, '../../server')
    : path.resolve(__dirname, '../../build/server/server');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(module: string): T => require(path.join(root, module)) as T;

async function main(): Promise<void> {
  const { buildApp } = load<typeof AppModule>('app');
  const { loadConfig } = load<typeof ConfigModule>('config/loadConfig');
  const { migrateToLatest } = load<typeof MigrateModule>('db/migrate');
  const { seedDemoProjects } = load<typeof ProjectsModule>('projects/demo/seedDemoProjects');
  const { seedDemoBridges } = load<typeof BridgesModule>('bridges/seedDemoBridges');

  const config = loadConfig();
  const app = await buildApp(config);
  await migrateToLatest(app.db);
  const stateFips = config.department.stateFips;
  await seedDemoProjects(app.repositories.projects, { stateFips });
  await seedDemoBridges(app.repositories.bridges, { stateFips });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  process.send!({ origin: address });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
