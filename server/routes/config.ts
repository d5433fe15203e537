import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppConfig } from '../../contracts/config';
import type { Config } from '../config/config';
import { loadStateGeography } from '../geo/stateGeography';

/** The box around every county of the state (WGS84). */
function stateExtent(stateFips: string): [number, number, number, number] {
  const boxes = loadStateGeography(stateFips).counties.map((county) => county.box);
  return [
    Math.min(...boxes.map((box) => box[0])),
    Math.min(...boxes.map((box) => box[1])),
    Math.max(...boxes.map((box) => box[2])),
    Math.max(...boxes.map((box) => box[3])),
  ];
}

/** The browser's view of the configuration: nothing secret, nothing server-side. */
export function appConfig(config: Config): AppConfig {
  return {
    apiBaseUrl: `${config.publicUrl}/tims/api`,
    version: config.version,
    department: config.department,
    product: config.product,
    portal: config.portal,
    map: { extent: stateExtent(config.department.stateFips) },
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
