import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false };
/** Bodies are JSON with types of their own: taken as sent, never coerced. */
const strict = new Ajv({ ...options, coerceTypes: false });
/** Querystrings and parameters are text: coerced to the schema's types, as Fastify does. */
const coercing = new Ajv({ ...options, coerceTypes: 'array' });

/**
 * A route's validator compiler under which `{"title": 5}` is not a title and `["39041"]` is not
 * a county: Fastify's default coerces body types too.
 */
export const strictBodies: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);
