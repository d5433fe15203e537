import type { FieldRefusal } from '../../contracts/fieldRefusal';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isBound = (value: unknown): value is number | string =>
  isNumber(value) || typeof value === 'string';

/**
 * A refused field as the server's `error.details` says it (contracts/fieldRefusal.ts), read
 * defensively: only what has the expected shape is kept, so an older server or a proxy's answer
 * leaves the reason out rather than breaking the message. `field` loses its `body/`. A reason or
 * kind of file this app does not know yet is kept: the words chosen for it are the general ones.
 */
export function fieldRefusalOf(details: unknown): FieldRefusal | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const given = details as Record<string, unknown>;
  if (typeof given.field !== 'string') return undefined;
  const refusal: FieldRefusal = { field: given.field.replace(/^body\//, '') };
  const { reason, limit, min, max, format, detected } = given;
  if (typeof reason === 'string') refusal.reason = reason as FieldRefusal['reason'];
  if (isNumber(limit)) refusal.limit = limit;
  if (isBound(min)) refusal.min = min;
  if (isBound(max)) refusal.max = max;
  if (typeof format === 'string') refusal.format = format;
  if (typeof detected === 'string') refusal.detected = detected as FieldRefusal['detected'];
  return refusal;
}
