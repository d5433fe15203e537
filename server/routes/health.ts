import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '../../contracts/health';
import { checkDatabase } from './healthChecks/databaseCheck';
import { checkPortal } from './healthChecks/portalCheck';

/** A check that takes longer than this counts as failed: a load balancer must not wait on it. */
export const CHECK_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness (DESIGN §5): the database can write, the portal answers. Exempt from
 * the rate limit, so a load balancer's checks never use up the allowance of the users behind
 * the same address, nor are refused when they flood it.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness and readiness',
        response: { 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      const [database, portal] = await Promise.all([
        checkDatabase(app, CHECK_TIMEOUT_MS, request.log),
        checkPortal(app, CHECK_TIMEOUT_MS, request.log),
      ]);
      const ok = database === 'ok' && portal === 'ok';
      const ready = database === 'ok' || database === 'busy';
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        version: app.config.version,
        uptimeSeconds: Math.round(process.uptime()),
        checks: { database, portal },
      };
    },
  );
};
