import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contracts/errors';
import { Me } from '../../contracts/me';
import { signedInUser } from '../plugins/app/auth';

export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The signed-in user, as the portal verified the bearer token',
        response: { 200: Me, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => signedInUser(request),
  );
};
