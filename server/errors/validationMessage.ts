import type { FastifySchemaValidationError } from 'fastify';

/** What a validation failure tells the client: one sentence naming the field, and the field. */
export interface ValidationProblem {
  field: string;
  message: string;
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
    if (options.length > 0) return { field, message: `${field} must be one of ${list(options)}` };
  }

  const first = errors[0];
  if (!first) return { field: dataVar, message: `${dataVar} is invalid` };
  const field = dataVar + first.instancePath;
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    const missing = `${field}/${params.missingProperty}`;
    return { field: missing, message: `${missing} is required` };
  }
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    const extra = `${field}/${params.additionalProperty}`;
    return { field: extra, message: `${extra} is not an allowed field` };
  }
  return { field, message: `${field} ${first.message ?? 'is invalid'}` };
}

function optionOf(error: FastifySchemaValidationError): string[] {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'const') return [JSON.stringify(params.allowedValue)];
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return params.allowedValues.map((value) => JSON.stringify(value));
  }
  if (error.keyword === 'type' && params.type === 'null') return ['null'];
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
