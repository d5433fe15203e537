import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replyNotFound } from '../../plugins/app/errors';
import { adminAnalyticsRoutes } from './analytics';
import { adminDatasetsRoutes } from './datasets';
import { adminNotificationsRoutes } from './notifications';
import { adminStandardMapsRoutes } from './standardMaps';
import { adminSupportRoutes } from './support';

/**
 * Everything under /tims/api/admin: administrators only. The guard is a hook on the whole
 * context, so a route added here cannot forget it; it runs at `onRequest`, before validation,
 * so strangers learn nothing about what a route accepts.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  // A not-found handler of this context runs its hooks, so unknown admin paths are guarded too:
  // a 404 would tell anonymous callers which admin routes exist.
  app.setNotFoundHandler(replyNotFound);

  await app.register(adminAnalyticsRoutes);
  await app.register(adminDatasetsRoutes);
  await app.register(adminNotificationsRoutes);
  await app.register(adminStandardMapsRoutes);
  await app.register(adminSupportRoutes);
};
