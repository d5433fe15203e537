import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Health } from '../../contracts/health';
import type { Db } from '../db/createDatabase';

/** A check that takes longer than this counts as failed: a load balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and readiness',
        response: { 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      const database = await checkDatabase(app.db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Health check: database unavailable');
        return 'error' as const;
      });
      const ok = database === 'ok';
      reply.code(ok ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        version: app.config.version,
        uptimeSeconds: Math.round(process.uptime()),
        checks: { database },
      };
    },
  );
};

async function checkDatabase(db: Db): Promise<'ok'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Database check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return 'ok';
  } finally {
    clearTimeout(timer);
  }
}
