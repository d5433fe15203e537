import type { FastifyPluginAsync } from 'fastify';
import type { PortalRouteOptions } from '../routing';

interface HookBody {
  token?: unknown;
}

/**
 * Test-only hooks (registered only when NODE_ENV is test or development): expire or revoke
 * an access or refresh token now, so the 498 and refresh paths can be driven end to end.
 */
export const testHookRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  for (const action of ['expire', 'revoke'] as const) {
    app.post(`/__test__/tokens/${action}`, async (request, reply) => {
      const token = (request.body as HookBody | undefined)?.token;
      if (typeof token !== 'string' || !token) {
        return reply
          .code(400)
          .send({ error: { code: 400, message: 'token is required', details: [] } });
      }
      const found =
        action === 'expire'
          ? await store.tokens.expire(token, new Date())
          : await store.tokens.revoke(token);
      return reply.code(found ? 200 : 404).send({ success: found });
    });
  }
};
