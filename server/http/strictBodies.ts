import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Fastify's own Ajv options (`@fastify/ajv-compiler`) but for coercion, and with unknown fields
 * kept so that the API answers them with a 400 instead of dropping them silently. ajv-formats as
 * Fastify adds it (full mode): `date-time`, `email`, ….
 */
function ajv(coerceTypes: false | 'array'): Ajv {
  const instance = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    // A schema compiled twice (one route for GET and HEAD) must not be registered twice.
    addUsedSchema: false,
    // allErrors would let one request make Ajv collect errors without bound.
    allErrors: false,
    strict: false,
  });
  addFormats(instance);
  return instance;
}

/** Bodies are JSON with types of their own: taken as sent, never coerced. */
const strict = ajv(false);
/** Querystrings, parameters, headers and form bodies are text: coerced to the schema's types. */
const coercing = ajv('array');

/**
 * The app's validator compiler (`app.ts`): under it `{"title": 5}` is not a title,
 * `{"isGlobal": "true"}` not a flag and `["39041"]` not a county, where Fastify's default
 * coerces bodies too. Querystrings and path parameters are still read as text of a type.
 */
export const strictBodies: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);

/**
 * For a context whose bodies are `application/x-www-form-urlencoded` text (the local portal,
 * as ArcGIS clients post): every part coerced, as Fastify does by default.
 */
export const formBodies: FastifySchemaCompiler<unknown> = ({ schema }) =>
  coercing.compile(schema as object);
