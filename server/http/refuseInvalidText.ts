import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidText } from '../errors/httpProblem';
import { hasInvalidBytes, invalidFieldOfBody, invalidPartOfUrl } from './invalidText';

/**
 * Refuses NUL bytes and invalid Unicode anywhere in a request, for every route of the app, the
 * API, the FeatureServers and the local portal, before any route reads them: in the address
 * (path, query names and values) when the request arrives, in the body once it is parsed.
 * PostgreSQL cannot store a NUL in text and no database can store a lone surrogate, so either
 * would otherwise fail deep inside a query (a 500, or an export cut after its 200).
 *
 * The refusal is thrown, not sent, so that each area's error handler answers in its envelope:
 * the API's `{ error: { code: 'invalid-text' } }` at 400, the portal's ArcGIS error with code 400.
 * Registered at the root, after the security headers (their hook must still run first).
 */
export const refuseInvalidText = fp(
  async (app) => {
    // JSON read as bytes, so that bytes that are not UTF-8 are refused rather than silently
    // replaced by U+FFFD; then Fastify's own parser (prototype poisoning refused as before).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (hasInvalidBytes(bytes)) return done(invalidText('body'), undefined);
      parseJson(request, bytes.toString('utf8'), done);
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const part = invalidPartOfUrl(request.url, request.params);
      if (part) throw invalidText(part);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const field = invalidFieldOfBody(request.body);
      if (field) throw invalidText(field);
    });
  },
  { name: 'tims-refuse-invalid-text' },
);
