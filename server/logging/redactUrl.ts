/**
 * Query parameters whose values a log line may show: they steer paging, sorting and the answer's
 * format, never carry what a person typed or a credential. Every other value is redacted, so a
 * token is hidden under any name a client invents (`token[]`, `%2574oken`, `x=1;token=…`) and an
 * OAuth `code` or a search text (`q`, `where`) never reaches a log.
 */
export const LOGGED_PARAMS: ReadonlySet<string> = new Set([
  'f',
  'format',
  'offset',
  'limit',
  'sort',
  'order',
  'resultOffset',
  'resultRecordCount',
  'returnGeometry',
  'returnCountOnly',
  'returnIdsOnly',
]);

export const REDACTED = '[Redacted]';

/** A value of an allowed parameter is shown only when it is a short plain word or number. */
const PLAIN_VALUE = /^[A-Za-z0-9_.,:-]{1,32}$/;
/** A name is shown (with its value redacted) only when it reads as a name, not as data. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,31}(\[\])?$/;

/**
 * The request target as a log line may hold it: the path as sent, then each query part as
 * `name=value` when the name is in `LOGGED_PARAMS` and the value plain, `name=[Redacted]` when
 * the name reads as a name, else `[Redacted]` whole. A fragment (never sent by browsers, but a
 * client may) is redacted whole.
 */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  if (cut < 0) return url;
  const path = url.slice(0, cut);
  if (url[cut] === '#') return `${path}#${REDACTED}`;
  const query = url.slice(cut + 1);
  if (query === '') return `${path}?`;
  return `${path}?${query.split('&').map(redactPart).join('&')}`;
}

function redactPart(part: string): string {
  if (part === '') return part;
  const equals = part.indexOf('=');
  const name = equals < 0 ? part : part.slice(0, equals);
  const allowed = LOGGED_PARAMS.has(name);
  if (equals < 0) return allowed ? name : REDACTED;
  if (allowed && PLAIN_VALUE.test(part.slice(equals + 1))) return part;
  return PLAIN_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED;
}

/**
 * Anything between spaces, quotes or brackets that holds a `?`: an address with a query, perhaps.
 * (Not `#` alone: stack traces name private methods `#like.this`.)
 */
const ADDRESS_WITH_QUERY = /[^\s"'`<>()[\]{}]*\?[^\s"'`<>()]*/g;

/**
 * Free text (an error's message or stack, a framework's log message) with the query of every
 * address in it redacted like `redactUrl`: Fastify names the URL in some of its own messages, and
 * an error from a portal request may quote the address it called.
 */
export function redactText(text: string): string {
  if (!text.includes('?')) return text;
  return text.replace(ADDRESS_WITH_QUERY, (address) => redactUrl(address));
}
