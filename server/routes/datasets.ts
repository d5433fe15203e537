import fp from 'fastify-plugin';
import { glossaryPlugin, type GlossaryPluginOptions } from '../datasets/glossaryPlugin';
import { datasetsFilesRoutes } from './datasetsFiles';
import { datasetsRoutes } from './datasetsRoutes';

/**
 * The data glossary under /tims/api (DESIGN §5): `app.datasets` for these routes and the admin
 * ones registered after them (so this plugin is not encapsulated), then `/datasets…`.
 */
export const datasets = fp<GlossaryPluginOptions>(
  async (app, options) => {
    await app.register(glossaryPlugin, options);
    await app.register(datasetsRoutes);
    await app.register(datasetsFilesRoutes);
  },
  { name: 'tims-datasets' },
);
