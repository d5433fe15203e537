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
  // `seen` holds the objects above this one: a cycle is cut (never handed back unredacted),
  // while an object met again elsewhere (shared state) is redacted there too.
  if (seen.has(value)) return REDACTED as T;
  seen.add(value);
  let copy: unknown;
  if (Array.isArray(value)) copy = value.map((item) => redactSecrets(item, seen));
  else {
    const members: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      members[key] = SECRET_KEY.test(key) && item != null ? REDACTED : redactSecrets(item, seen);
    }
    copy = members;
  }
  seen.delete(value);
  return copy as T;
}
