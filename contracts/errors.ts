import { Type, type Static } from '@sinclair/typebox';
import { DETECTED_KINDS, FIELD_REFUSAL_REASONS, type FieldRefusal } from './fieldRefusal';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/**
 * `error.details` of a refused field, as the OpenAPI document's `FieldRefusal` describes it
 * (`contracts/fieldRefusal.ts` says what each reason means). Responses are not serialised
 * through it: routes send it inside `ErrorBody`'s free `details`.
 */
export const FieldRefusalSchema = Type.Object(
  {
    field: Type.String({
      description:
        'Where, as the server names it: `body/title`, `querystring/q`, `body/uses/0/field`',
    }),
    reason: Type.Optional(literals(FIELD_REFUSAL_REASONS)),
    limit: Type.Optional(
      Type.Number({ description: "The rule's limit: characters, items, or bytes of a file" }),
    ),
    min: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    max: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    format: Type.Optional(Type.String({ description: 'The format a `format` refusal asked for' })),
    expected: Type.Optional(Type.String({ description: 'The type a `type` refusal asked for' })),
    options: Type.Optional(
      Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
        description: 'The values a `one-of` refusal allows',
      }),
    ),
    detected: Type.Optional(literals(DETECTED_KINDS)),
  },
  {
    additionalProperties: false,
    description:
      'Why a field of a request was refused, as data for a client to say in its own language; ' +
      '`message` says the same in English.',
  },
);
// The schema and the type the app reads must not drift apart.
const _sameShape: Static<typeof FieldRefusalSchema> extends FieldRefusal
  ? FieldRefusal extends Static<typeof FieldRefusalSchema>
    ? true
    : never
  : never = true;
void _sameShape;

/** The one error envelope every API error uses: `{ error: { code, message, details? } }`. */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'Stable machine-readable code, e.g. `not-found`' }),
    message: Type.String({ description: 'Human-readable English explanation' }),
    details: Type.Optional(
      Type.Unknown({
        description:
          'Data about the error. A refused field (`bad-request` at 400 or 413, `invalid-pdf`, ' +
          '`invalid-action-log`) is a `FieldRefusal` (see the schemas of this document).',
      }),
    ),
  }),
});
export type ErrorBody = Static<typeof ErrorBody>;
