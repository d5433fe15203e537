import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PageView } from '../../contracts/analytics';
import { ErrorBody } from '../../contracts/errors';
import { routeRateLimit } from '../plugins/external/rateLimit';

/** One browser posts one view per navigation; this is far above that and caps abuse. */
const PAGE_VIEWS_PER_MINUTE = 300;

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/analytics/pageviews',
    {
      config: routeRateLimit(app.config, PAGE_VIEWS_PER_MINUTE),
      schema: {
        summary: 'Count one page view (no identity is stored)',
        body: PageView,
        response: { 204: Type.Null(), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.repositories.pageViews.record(request.body, new Date());
      return reply.code(204).send(null);
    },
  );
};
