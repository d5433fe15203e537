import { join } from 'node:path';
import fp from 'fastify-plugin';
import { serverSecret } from '../../repositories/serverSecrets';
import { MapGenerator } from '../../standardMaps/generate/mapGenerator';
import { MapFiles } from '../../standardMaps/library/mapFiles';
import { StandardMapLibrary } from '../../standardMaps/library/standardMapLibrary';
import { MapLinks } from '../../standardMaps/mapLinks';

declare module 'fastify' {
  interface FastifyInstance {
    standardMaps: {
      library: StandardMapLibrary;
      generator: MapGenerator;
      links: MapLinks;
    };
  }
}

/** Files no row names are removed once they are this old (another process may be writing). */
export const ORPHAN_GRACE_MS = 120_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * The standard-map library (server/standardMaps): its files under `DATA_DIR/standard-maps`, the
 * generator of the drawn set, the links to files. An hourly sweep removes orphaned files; a job
 * this process runs is stopped when the server closes.
 */
export const standardMaps = fp(
  async (app) => {
    const files = new MapFiles(join(app.config.dataDir, 'standard-maps'));
    const library = new StandardMapLibrary(app.repositories.standardMaps, files, app.log);
    const generator = new MapGenerator(
      app.db,
      app.config,
      app.repositories.generationJobs,
      library,
      app.log,
    );
    let key: Promise<Buffer> | undefined;
    const links = new MapLinks(() => {
      key ??= serverSecret(app.db, 'standard-map-links').catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    });
    app.decorate('standardMaps', { library, generator, links });

    const sweep = setInterval(() => {
      library.sweep(ORPHAN_GRACE_MS).catch((error: unknown) => {
        app.log.warn({ err: error }, 'Standard maps: the sweep of orphaned files failed');
      });
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await generator.close();
    });
  },
  { name: 'tims-standard-maps', dependencies: ['tims-repositories'] },
);
