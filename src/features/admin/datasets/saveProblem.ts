import type { AppError } from '../../../lib/appError';

/** Where a refused save's problem goes: beside the field the server named, or above the form. */
export type SaveProblem<Field extends string> =
  | { field: Field; message: string }
  | { form: 'unreachable' | 'forbidden' | 'gone' | 'conflict' | 'refused'; message: string };

/**
 * Reads a refused write: a validation answer names its field in the message
 * (`body/steward must NOT have fewer than 1 characters`); other refusals are the form's.
 */
export function saveProblem<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): SaveProblem<Field> {
  const { code, message, status } = (error ?? {}) as Partial<AppError>;
  const text = message ?? '';
  if (code === 'network' || code === 'timeout') return { form: 'unreachable', message: text };
  if (status === 401 || status === 403) return { form: 'forbidden', message: text };
  if (status === 404) return { form: 'gone', message: text };
  if (status === 409) return { form: 'conflict', message: text };
  const named = /^body\/(\w+)/.exec(text)?.[1];
  const field = fields.find((candidate) => candidate === named);
  if (field) return { field, message: readable(text) };
  return { form: 'refused', message: text };
}

/** `body/contactEmail must match pattern "^…$"` → `must match pattern "^…$"`: the field says whose. */
function readable(message: string): string {
  return message.replace(/^body\/\w+\s*/, '');
}
