import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicNotificationList } from '../../contracts/notifications';

/** Far more than are ever active at once; it bounds the answer whatever the table holds. */
export const PUBLIC_LIST_LIMIT = 200;

/**
 * The notifications visitors see (DESIGN §2, §5): those active now, newest first, without who
 * wrote them. Anyone may read them; the browser shows the global ones and those of its page.
 */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        summary: 'The notifications active now, newest first',
        response: { 200: PublicNotificationList },
      },
    },
    async () => ({
      items: await app.repositories.notifications.listActive(new Date(), PUBLIC_LIST_LIMIT),
    }),
  );
};
