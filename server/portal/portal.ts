import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { addFormBodyParser } from '../http/formBody';
import { rateLimit } from '../plugins/external/rateLimit';
import { cors } from './cors';
import { invalidUrl } from './envelopes';
import { communityRoutes } from './routes/community';
import { contentRoutes } from './routes/content';
import { generateTokenRoutes } from './routes/generateToken';
import { itemPageRoutes } from './routes/itemPage';
import { oauthAuthorizeRoutes } from './routes/oauthAuthorize';
import { oauthTokenRoutes } from './routes/oauthToken';
import { portalsRoutes } from './routes/portals';
import { searchRoutes } from './routes/search';
import { sharingRootRoutes } from './routes/sharingRoot';
import { testHookRoutes } from './routes/testHooks';
import { updateUserRoutes } from './routes/updateUser';
import { seedPortal, updateTimsAppRedirects } from './seed/seed';
import { signInGuardService } from '../cluster/clusterSignInGuard';
import { createPortalStore } from './store/store';

/**
 * The local portal under /portal (README): registered by app.ts only when PORTAL_URL is not
 * set. Not wrapped in fastify-plugin, so its body parser, hooks and handlers stay in /portal.
 */
export const localPortal: FastifyPluginAsync = async (app) => {
  const store = createPortalStore(app.db);

  // The database is migrated after the app is built (main.ts, tests), so seed once it is ready.
  // A failure is logged, not thrown: the rest of TIMS (and /health) must still come up.
  app.addHook('onReady', async () => {
    try {
      if (await seedPortal(app.db, app.config))
        app.log.info('Local portal: demo organisation seeded');
      else await updateTimsAppRedirects(app.db, app.config);
    } catch (error) {
      app.log.error({ err: error }, 'Local portal: seeding the demo organisation failed');
    }
  });

  addFormBodyParser(app);

  cors(app);
  // Tokens travel in these answers: no cache may keep them. Files say otherwise themselves.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Portal request failed');
      return reply
        .code(500)
        .send({ error: { code: 500, message: 'Internal server error', details: [] } });
    }
    // Rate limits keep their 429 so clients back off; other client errors follow trap 2.
    return reply
      .code(status === 429 ? 429 : 200)
      .send({ error: { code: status, message: error.message, details: [] } });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(invalidUrl()));

  await app.register(rateLimit);

  const options = { store };
  // One guard for every way of signing in with a password: guesses count across them.
  const signIns = signInGuardService();
  await app.register(sharingRootRoutes, options);
  await app.register(portalsRoutes, options);
  await app.register(communityRoutes, options);
  await app.register(updateUserRoutes, options);
  await app.register(searchRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(itemPageRoutes, options);
  await app.register(oauthAuthorizeRoutes, { ...options, signIns });
  await app.register(oauthTokenRoutes, options);
  await app.register(generateTokenRoutes, { ...options, signIns });
  // Never in production: they let anyone holding a token end it at will (tests of 498).
  if (app.config.nodeEnv === 'test' || app.config.nodeEnv === 'development') {
    await app.register(testHookRoutes, options);
  }
};
