import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies into a record (the last of repeated keys
 * wins). ArcGIS clients POST their parameters this way: rest-js by default, @arcgis/core once a
 * URL would pass 2000 characters. Registered inside the plugin that needs it.
 */
export function addFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
