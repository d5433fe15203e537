import type { FastifySchemaValidationError } from 'fastify';
import type { FieldRefusal } from '../../contracts/fieldRefusal';

/**
 * What a validation failure tells the client: one sentence naming the field, and the refusal
 * as data (`details`: the field, why, and the limit or options the rule names).
 */
export interface ValidationProblem {
  field: string;
  message: string;
  details: FieldRefusal;
}

/**
 * Ajv reports `must have required property 'path'` on the parent object, an unknown field as
 * `must NOT have additional properties` without naming it, and a failed choice of literals as one
 * `must be equal to constant` per option. This turns the first failure into a sentence that names
 * the field, e.g. `body/path must match pattern "^/"` or `body/page must be one of "Data", … or null`.
 */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): ValidationProblem {
  const choice = errors.find((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  if (choice) {
    const options = errors
      .filter((error) => error.instancePath === choice.instancePath)
      .flatMap((error) => optionOf(error));
    const field = dataVar + choice.instancePath;
    if (options.length > 0) {
      // A choice of a value or null (`county`: a FIPS code or null) is refused for the rule of
      // the value it missed; a choice of literals for not being one of them.
      const rule = errors.find(
        (error) =>
          error.instancePath === choice.instancePath &&
          error !== choice &&
          optionOf(error).length === 0,
      );
      return {
        field,
        message: `${field} must be one of ${list(options.map((option) => JSON.stringify(option)))}`,
        details: rule
          ? { field, ...ruleOf(rule.keyword, rule.params as Record<string, unknown>) }
          : { field, reason: 'one-of', options },
      };
    }
  }

  const first = errors[0];
  if (!first) {
    return {
      field: dataVar,
      message: `${dataVar} is invalid`,
      details: { field: dataVar, reason: 'invalid' },
    };
  }
  const field = dataVar + first.instancePath;
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    const missing = `${field}/${params.missingProperty}`;
    return {
      field: missing,
      message: `${missing} is required`,
      details: { field: missing, reason: 'required' },
    };
  }
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    const extra = `${field}/${params.additionalProperty}`;
    return {
      field: extra,
      message: `${extra} is not an allowed field`,
      details: { field: extra, reason: 'not-allowed' },
    };
  }
  return {
    field,
    message: `${field} ${first.message ?? 'is invalid'}`,
    details: { field, ...ruleOf(first.keyword, params) },
  };
}

/** Ajv's keywords with a limit, by what passing it means. */
const LIMITS: Record<string, FieldRefusal['reason']> = {
  maxLength: 'too-long',
  minLength: 'too-short',
  maximum: 'too-large',
  exclusiveMaximum: 'too-large',
  minimum: 'too-small',
  exclusiveMinimum: 'too-small',
  maxItems: 'too-many',
  minItems: 'too-few',
  maxProperties: 'too-many',
  minProperties: 'too-few',
};

/** The refusal of one Ajv rule, with what the rule names (its limit, format, type). */
function ruleOf(keyword: string, params: Record<string, unknown>): Omit<FieldRefusal, 'field'> {
  const reason = LIMITS[keyword];
  if (reason && typeof params.limit === 'number') {
    // An empty text where one is needed is a missing one, whatever the rule's wording.
    if (reason === 'too-short' && params.limit === 1) return { reason: 'required' };
    return { reason, limit: params.limit };
  }
  if (keyword === 'pattern') return { reason: 'pattern' };
  if (keyword === 'format' && typeof params.format === 'string') {
    return { reason: 'format', format: params.format };
  }
  if (keyword === 'type' && typeof params.type === 'string') {
    return { reason: 'type', expected: params.type };
  }
  const options = optionsOf(keyword, params);
  if (options.length > 0) return { reason: 'one-of', options };
  return { reason: 'invalid' };
}

type Option = NonNullable<FieldRefusal['options']>[number];

function optionOf(error: FastifySchemaValidationError): Option[] {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'type' && params.type === 'null') return [null];
  return optionsOf(error.keyword, params);
}

function optionsOf(keyword: string, params: Record<string, unknown>): Option[] {
  if (keyword === 'const') return [params.allowedValue as Option];
  if (keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return params.allowedValues as Option[];
  }
  return [];
}

function list(options: string[]): string {
  if (options.length === 1) return options[0] ?? '';
  return `${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`;
}

/** Fastify's `schemaErrorFormatter`: the error it turns into a 400 (see plugins/app/errors.ts). */
export function schemaErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error & { problem: ValidationProblem } {
  const problem = describeValidation(errors, dataVar);
  return Object.assign(new Error(problem.message), { problem });
}
