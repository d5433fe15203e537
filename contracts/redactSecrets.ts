/**
 * Deep copy of a value with anything token- or password-like replaced, for Redux DevTools and
 * the action log: keys that name a secret, and `token=` style parameters inside strings (under
 * any spelling a server would still read as one: `token[]=`, `%2574oken=`, `;token=`).
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /token|password|passwd|secret|authorization|credential|code_?verifier|cookie/i;
/** Parameter names whose values are secrets, once decoded and without `[]`. */
const SECRET_NAMES =
  /^((access_|refresh_|auth_)?token|password|code_verifier|client_secret|code|state)$/;
/** Any `name=value` inside a string; `;` ends a value, as some servers read it as `&`. */
const PARAM = /([\w%.[\]-]+)=([^&;#\s"']+)/g;

/**
 * The name as a server may read it: percent-decoded (twice over, as `%2574oken` is `token` to a
 * server that decodes twice), without array brackets, in lower case.
 */
function readName(name: string): string {
  let read = name;
  for (let round = 0; round < 3 && read.includes('%'); round += 1) {
    try {
      read = decodeURIComponent(read);
    } catch {
      return 'token'; // cannot be read, so cannot be judged safe
    }
  }
  return read.replace(/\[[^\]]*\]/g, '').toLowerCase();
}

function redactParams(text: string): string {
  return text.replace(PARAM, (pair, name: string) =>
    SECRET_NAMES.test(readName(name)) ? `${name}=${REDACTED}` : pair,
  );
}

export function redactSecrets<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return redactParams(value) as T;
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
