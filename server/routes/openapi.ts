import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../contracts/errors';

/** Kept five minutes by browsers and proxies: it changes only with a new release. */
const CACHE_CONTROL = 'public, max-age=300';

/** `GET /openapi.json`: this API described as OpenAPI 3, generated from the routes' schemas. */
export const openapiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This API described as an OpenAPI 3 document',
        description:
          "Generated from the routes' TypeBox schemas: every public route with its parameters, answers and errors.",
        response: {
          200: Type.Object(
            { openapi: Type.String(), info: Type.Object({}, { additionalProperties: true }) },
            { additionalProperties: true, description: 'An OpenAPI 3.0 document' },
          ),
          429: ErrorBody,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return app.swagger() as { openapi: string; info: Record<string, unknown> };
    },
  );
};
