import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { compress } from '../plugins/external/compress';
import { rateLimit } from '../plugins/external/rateLimit';
import { swagger } from '../plugins/external/swagger';
import { adminRoutes } from './admin/admin';
import { analyticsRoutes } from './analytics';
import { configRoutes } from './config';
import { datasets } from './datasets';
import { healthRoutes } from './health';
import { mapsRoutes } from './maps';
import { meRoutes } from './me';
import { notificationsRoutes } from './notifications';
import { openapiRoutes } from './openapi';
import { projectsRoutes } from './projects';
import { standardMapsRoutes } from './standardMaps/standardMapsRoutes';
import { support } from './support';
import { tilesRoutes } from './tiles';
import { serverInfoRoutes } from '../portal/serverInfo';
import { featureServerRoutes } from '../featureServer/featureServerRoutes';
import { configureKoop, createFeatureServices } from '../featureServer/services';

/**
 * Everything under /tims/api. Rate limiting and compression are registered inside this context so
 * they apply to the API only, not to the static files.
 */
export const api: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rateLimit);
  await app.register(compress);
  // Before the routes, in this context: it describes every route below and nothing else.
  await app.register(swagger);

  // API answers are about one user at one moment; a route that may be cached says so itself.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(configRoutes);
  await app.register(healthRoutes);
  await app.register(analyticsRoutes);
  await app.register(notificationsRoutes);
  await app.register(projectsRoutes);
  // ArcGIS Server info of the TIMS FeatureServers: federated with the portal.
  const services = createFeatureServices(app.db, app.config);
  await app.register(serverInfoRoutes, { serviceNames: services.map((service) => service.name) });
  configureKoop(app.config, app.log);
  await app.register(featureServerRoutes, { services });
  await app.register(datasets, { services });
  await app.register(meRoutes);
  await app.register(mapsRoutes);
  await app.register(standardMapsRoutes);
  await app.register(tilesRoutes);
  await app.register(support);
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(openapiRoutes);
};
