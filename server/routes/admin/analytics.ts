import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminAnalytics, AdminAnalyticsQuery } from '../../../contracts/adminAnalytics';
import { ErrorBody } from '../../../contracts/errors';
import { errorBody } from '../../errors/httpErrors';
import { resolveDayRange } from './dayRange';

/** Page-view counts for administrators (DESIGN §2 Analytics). Guarded by `admin.ts`. */
export const adminAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        summary: 'Page views per day, per page and in total for a range of days',
        querystring: AdminAnalyticsQuery,
        response: { 200: AdminAnalytics, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const range = resolveDayRange(request.query, new Date());
      if (!range.ok) {
        return reply
          .code(400)
          .send(errorBody('bad-request', range.message, { field: range.field }));
      }
      return app.repositories.pageViews.summarise(range.from, range.to);
    },
  );
};
