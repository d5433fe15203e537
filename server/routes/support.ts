import fp from 'fastify-plugin';
import { supportPlugin } from '../support/supportPlugin';
import { supportArticlesRoutes } from './supportArticles';
import { supportRequestsRoutes } from './supportRequests';

/**
 * Information & Support under /tims/api (DESIGN §5): `app.support` for these routes and the
 * admin ones registered after them (so this plugin is not encapsulated), then `/support…`.
 */
export const support = fp(
  async (app) => {
    await app.register(supportPlugin);
    await app.register(supportArticlesRoutes);
    await app.register(supportRequestsRoutes);
  },
  { name: 'tims-support-routes' },
);
