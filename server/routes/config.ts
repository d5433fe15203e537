import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppConfig } from '../../contracts/config';
import type { Config } from '../config/config';

/** The browser's view of the configuration: nothing secret, nothing server-side. */
export function appConfig(config: Config): AppConfig {
  return {
    apiBaseUrl: `${config.publicUrl}/tims/api`,
    version: config.version,
    department: config.department,
    product: config.product,
    portal: config.portal,
    ui: config.ui,
  };
}

export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const body = appConfig(app.config);

  app.get(
    '/config',
    { schema: { summary: 'App configuration for the browser', response: { 200: AppConfig } } },
    async (_request, reply) => {
      // Revalidated on every start of the app, so a changed setting shows without a rebuild.
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
