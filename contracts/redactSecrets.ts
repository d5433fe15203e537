/**
 * Deep copy of a value with anything token- or password-like replaced, for Redux DevTools and
 * the action log: keys that name a secret, and `token=` style parameters inside strings.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /token|password|passwd|secret|authorization|credential|code_?verifier|cookie/i;
const SECRET_PARAM =
  /\b((?:access_|refresh_)?token|password|code_verifier|client_secret|code)=[^&#\s"']+/gi;

export function redactSecrets<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return value.replace(SECRET_PARAM, `$1=${REDACTED}`) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, seen)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item != null ? REDACTED : redactSecrets(item, seen);
  }
  return copy as T;
}
