import type { FastifyInstance } from 'fastify';
import { invalidText } from '../errors/httpProblem';
import { hasInvalidBytes, invalidFieldOfEncoded } from './invalidText';

/**
 * Parses `application/x-www-form-urlencoded` bodies into a record (the last of repeated keys
 * wins). ArcGIS clients POST their parameters this way: rest-js by default, @arcgis/core once a
 * URL would pass 2000 characters. Registered inside the plugin that needs it.
 *
 * Read as bytes: bytes or escapes that are not UTF-8 (`%FF`, an encoded lone surrogate) are
 * refused with 400 `invalid-text` rather than turned into U+FFFD by URLSearchParams; a NUL is
 * refused too (see `refuseInvalidText.ts`, which checks the parsed values again).
 */
export function addFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const bytes = body as Buffer;
      if (hasInvalidBytes(bytes)) return done(invalidText('body'), undefined);
      const text = bytes.toString('utf8');
      const field = invalidFieldOfEncoded(text, 'body');
      if (field) return done(invalidText(field), undefined);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
