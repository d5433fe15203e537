import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { FieldRefusal } from '../../contracts/fieldRefusal';

type Rule = Omit<FieldRefusal, 'field'>;

const LIMITS: Partial<Record<ValueErrorType, [FieldRefusal['reason'], string]>> = {
  [ValueErrorType.StringMaxLength]: ['too-long', 'maxLength'],
  [ValueErrorType.StringMinLength]: ['too-short', 'minLength'],
  [ValueErrorType.NumberMaximum]: ['too-large', 'maximum'],
  [ValueErrorType.NumberExclusiveMaximum]: ['too-large', 'exclusiveMaximum'],
  [ValueErrorType.IntegerMaximum]: ['too-large', 'maximum'],
  [ValueErrorType.IntegerExclusiveMaximum]: ['too-large', 'exclusiveMaximum'],
  [ValueErrorType.NumberMinimum]: ['too-small', 'minimum'],
  [ValueErrorType.NumberExclusiveMinimum]: ['too-small', 'exclusiveMinimum'],
  [ValueErrorType.IntegerMinimum]: ['too-small', 'minimum'],
  [ValueErrorType.IntegerExclusiveMinimum]: ['too-small', 'exclusiveMinimum'],
  [ValueErrorType.ArrayMaxItems]: ['too-many', 'maxItems'],
  [ValueErrorType.ArrayMinItems]: ['too-few', 'minItems'],
};

const TYPES: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.String]: 'string',
  [ValueErrorType.Number]: 'number',
  [ValueErrorType.Integer]: 'integer',
  [ValueErrorType.Boolean]: 'boolean',
  [ValueErrorType.Object]: 'object',
  [ValueErrorType.Array]: 'array',
  [ValueErrorType.Null]: 'null',
};

type Option = NonNullable<FieldRefusal['options']>[number];

/** The literals a union of literals allows (`category`: "City", "County"…), else none. */
function optionsOf(schema: unknown): Option[] {
  const { anyOf, const: only } = schema as { anyOf?: unknown[]; const?: unknown };
  if (only !== undefined) return [only as Option];
  if (!Array.isArray(anyOf)) return [];
  const options = anyOf.map((member) => (member as { const?: unknown }).const);
  return options.every((option) => option !== undefined) ? (options as Option[]) : [];
}

/**
 * The refusal of a TypeBox `Value.Errors` error (forms read by a route rather than by Fastify's
 * Ajv: multipart uploads, the contact form), in the words of `contracts/fieldRefusal.ts`, as
 * `validationMessage.ts` says Ajv's. `field` is the name the route gives the field.
 */
export function refusalOfValueError(error: ValueError, field: string): FieldRefusal {
  return { field, ...ruleOf(error) };
}

function ruleOf(error: ValueError): Rule {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return { reason: 'required' };
    case ValueErrorType.ObjectAdditionalProperties:
      return { reason: 'not-allowed' };
    case ValueErrorType.StringPattern:
      return { reason: 'pattern' };
    case ValueErrorType.StringFormat:
      return { reason: 'format', format: (error.schema as { format?: string }).format ?? '' };
    case ValueErrorType.Union:
    case ValueErrorType.Literal: {
      const options = optionsOf(error.schema);
      if (options.length > 0) return { reason: 'one-of', options };
      // A value or null (`district`: 1 to 12, or null): refused for the rule of the value it
      // missed, as validationMessage.ts says Ajv's.
      const missed = error.errors
        .map((variant) => variant.First())
        .find((variant) => variant !== undefined && variant.type !== ValueErrorType.Null);
      return missed ? ruleOf(missed) : { reason: 'invalid' };
    }
  }
  const limit = LIMITS[error.type];
  if (limit) {
    const [reason, keyword] = limit;
    const value = (error.schema as Record<string, unknown>)[keyword];
    if (typeof value === 'number') {
      // An empty text where one is needed is a missing one.
      if (reason === 'too-short' && value === 1) return { reason: 'required' };
      return { reason, limit: value };
    }
  }
  const expected = TYPES[error.type];
  return expected ? { reason: 'type', expected } : { reason: 'invalid' };
}
