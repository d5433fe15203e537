import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import Ajv from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import { describeValidation } from '../../errors/validationMessage';
import { refusalOfValueError } from '../../errors/valueRefusal';
import { registerSupportFormats } from '../../support/requests/formats';

registerSupportFormats();

const SCHEMA = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z ]*$' }),
    category: Type.Union([Type.Literal('City'), Type.Literal('County')]),
    district: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
    pages: Type.Array(Type.String(), { minItems: 1, maxItems: 2 }),
    email: Type.String({ format: 'email' }),
    published: Type.Boolean(),
  },
  { additionalProperties: false },
);

const VALID = {
  title: 'bike routes',
  category: 'City',
  district: 6,
  pages: ['Home'],
  email: 'ana@example.com',
  published: true,
};

const ajv = new Ajv({ allErrors: false, formats: { email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/ } });
const validate = ajv.compile(SCHEMA);

/** What the API answers for `body` as Fastify's Ajv refuses it. */
function ajvDetails(body: unknown) {
  expect(validate(body)).toBe(false);
  return describeValidation(validate.errors as FastifySchemaValidationError[], 'body').details;
}

/** What a route answers for `fields` as TypeBox's `Value.Errors` refuses them. */
function valueDetails(schema: TSchema, fields: unknown) {
  const error = Value.Errors(schema, fields).First();
  if (!error) throw new Error('accepted');
  return refusalOfValueError(error, `body${error.path}`);
}

const CASES: [string, Record<string, unknown>, object][] = [
  [
    'a title too long',
    { title: 'x'.repeat(21) },
    { field: 'body/title', reason: 'too-long', limit: 20 },
  ],
  ['an empty title', { title: '' }, { field: 'body/title', reason: 'required' }],
  ['a title of capitals', { title: 'ABC' }, { field: 'body/title', reason: 'pattern' }],
  [
    'a category of none',
    { category: 'Moon' },
    { field: 'body/category', reason: 'one-of', options: ['City', 'County'] },
  ],
  [
    'a district past the last',
    { district: 13 },
    { field: 'body/district', reason: 'too-large', limit: 12 },
  ],
  ['a district of 0', { district: 0 }, { field: 'body/district', reason: 'too-small', limit: 1 }],
  ['no pages', { pages: [] }, { field: 'body/pages', reason: 'too-few', limit: 1 }],
  [
    'too many pages',
    { pages: ['a', 'b', 'c'] },
    { field: 'body/pages', reason: 'too-many', limit: 2 },
  ],
  [
    'an address that is none',
    { email: 'ana' },
    { field: 'body/email', reason: 'format', format: 'email' },
  ],
  [
    'a flag as text',
    { published: 'yes' },
    { field: 'body/published', reason: 'type', expected: 'boolean' },
  ],
  ['an extra field', { colour: 'red' }, { field: 'body/colour', reason: 'not-allowed' }],
];

describe('a refused field as data', () => {
  it.each(CASES)('says %s from Ajv’s errors', (_case, change, details) => {
    expect(ajvDetails({ ...VALID, ...change })).toEqual(details);
  });

  it('says a missing field is required, and a district as text by the type it is not', () => {
    const { title: _title, ...untitled } = VALID;
    expect(ajvDetails(untitled)).toEqual({ field: 'body/title', reason: 'required' });
    expect(ajvDetails({ ...VALID, district: '6' })).toEqual({
      field: 'body/district',
      reason: 'type',
      expected: 'integer',
    });
  });

  it.each(CASES)('says %s from TypeBox’s errors', (_case, change, details) => {
    expect(valueDetails(SCHEMA, { ...VALID, ...change })).toEqual(details);
  });

  it('says a district as text by the type it is not from TypeBox’s errors too', () => {
    expect(valueDetails(SCHEMA, { ...VALID, district: '6' })).toEqual({
      field: 'body/district',
      reason: 'type',
      expected: 'integer',
    });
  });
});
