/**
 * Why a field of a request was refused, as `error.details` of a 400/413 says it (plain data:
 * the browser imports it). The envelope's `message` stays the English sentence for API clients
 * and logs; `details` carries the same refusal as data, so the app says it in the reader's
 * language: `{ field: 'body/title', reason: 'too-long', limit: 200 }`,
 * `{ field: 'body/file', reason: 'not-a-pdf', detected: 'png' }`.
 */

/**
 * - Schema rules (any route, from Ajv or TypeBox): `required`, `not-allowed` (a field the
 *   request may not have), `too-long` / `too-short` (`limit` characters; `too-long` without a
 *   limit when the form's byte limit cut the field), `too-large` / `too-small` (`limit`; a
 *   file's `limit` is in bytes), `too-many` / `too-few` (`limit` items), `pattern`, `format`
 *   (`format`), `type` (`expected`), `one-of` (`options`), `out-of-range` (`min`, `max`),
 *   `invalid` (any other rule).
 * - Checks of a route: `blank` (spaces only), `sent-twice`, `unknown-county`.
 * - An uploaded PDF (`error.code` `invalid-pdf`): `empty`, `not-a-pdf` (with `detected` when
 *   its first bytes say what it is), `truncated`, `password`, `damaged`, `unreadable`,
 *   `no-pages`, `too-slow`.
 * - An attached action log (`error.code` `invalid-action-log`): `not-json`,
 *   `not-an-action-log`, `unsupported-version`, `bad-payload`, `too-many-actions`,
 *   `bad-action`, `too-deep`.
 */
export const FIELD_REFUSAL_REASONS = [
  'required',
  'not-allowed',
  'too-long',
  'too-short',
  'too-large',
  'too-small',
  'too-many',
  'too-few',
  'pattern',
  'format',
  'type',
  'one-of',
  'out-of-range',
  'invalid',
  'blank',
  'sent-twice',
  'unknown-county',
  'empty',
  'not-a-pdf',
  'truncated',
  'password',
  'damaged',
  'unreadable',
  'no-pages',
  'too-slow',
  'not-json',
  'not-an-action-log',
  'unsupported-version',
  'bad-payload',
  'too-many-actions',
  'bad-action',
  'too-deep',
] as const;
export type FieldRefusalReason = (typeof FIELD_REFUSAL_REASONS)[number];

/** What a file that is not a PDF is, by its first bytes. */
export const DETECTED_KINDS = ['png', 'jpeg', 'gif', 'zip', 'tiff', 'xml'] as const;
export type DetectedKind = (typeof DETECTED_KINDS)[number];

/** `error.details` of a refused field. */
export interface FieldRefusal {
  /** Where, as Fastify names it: `body/title`, `querystring/q`, `body/uses/0/field`. */
  field: string;
  reason?: FieldRefusalReason;
  limit?: number;
  min?: number | string;
  max?: number | string;
  format?: string;
  expected?: string;
  options?: (string | number | boolean | null)[];
  detected?: DetectedKind;
}
