import { isUtf8 } from 'node:buffer';

/** A NUL, or a surrogate half without its other half (it has no UTF-8). */
const INVALID_CHARACTER =
  /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `%` not starting an escape: `100%` is text, not broken encoding. */
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/** Text PostgreSQL cannot store (NUL) or that is not Unicode at all (a lone surrogate). */
export function hasInvalidText(text: string): boolean {
  return INVALID_CHARACTER.test(text);
}

/**
 * Percent-encoded text (an address, a form body) whose escapes decode to a NUL, a lone surrogate
 * or bytes that are not UTF-8 (`%FF`, an overlong `%C0%80`, a cut `%E2%82`).
 * `decodeURIComponent` is strict UTF-8, so it refuses all but the NUL.
 */
export function hasInvalidEncodedText(text: string): boolean {
  if (hasInvalidText(text)) return true;
  if (!text.includes('%')) return false;
  try {
    return hasInvalidText(decodeURIComponent(text.replace(LONE_PERCENT, '%25')));
  } catch {
    return true;
  }
}

/** Bytes of a body that are not UTF-8 (a JSON or form body is UTF-8 text). */
export function hasInvalidBytes(bytes: Buffer): boolean {
  return !isUtf8(bytes);
}

/**
 * The part of an address holding invalid text, named as validation errors name fields
 * (`querystring/q`, `params/pid`), `querystring` for a parameter's name, `url` otherwise;
 * null when the address is clean. `params` are the router's decoded path parameters.
 */
export function invalidPartOfUrl(url: string, params: unknown): string | null {
  if (!hasInvalidEncodedText(url)) return null;
  const queryAt = url.indexOf('?');
  if (queryAt >= 0 && !hasInvalidEncodedText(url.slice(0, queryAt))) {
    return invalidFieldOfEncoded(url.slice(queryAt + 1), 'querystring');
  }
  // A wildcard (`/tims/*`, the not-found route) is the whole path, not a parameter.
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (name !== '*' && typeof value === 'string' && hasInvalidText(value)) return `params/${name}`;
  }
  return 'url';
}

/**
 * The field of `a=1&b=2` text (a query, a form body) holding invalid text: `{part}/{name}`, or
 * `part` itself when it is a name that is invalid (it is not repeated back); null when clean.
 */
export function invalidFieldOfEncoded(text: string, part: string): string | null {
  for (const pair of text.split('&')) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    if (hasInvalidEncodedText(name)) return part;
    if (hasInvalidEncodedText(pair)) return `${part}/${decodeName(name)}`;
  }
  return hasInvalidEncodedText(text) ? part : null;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The first field of a parsed body holding invalid text in a value or in a field's name, at any
 * depth (`body/layers/0/title`), or null. Bodies are walked with a stack of their own (a deeply
 * nested one must not overflow the call stack); the field is named only once one is found, as
 * naming each on the way would cost a 1 MB body half a second.
 */
export function invalidFieldOfBody(body: unknown): string | null {
  return containsInvalidText(body) ? locateInvalidText(body) : null;
}

function containsInvalidText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasInvalidText(value)) return true;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === 'string' || (typeof item === 'object' && item !== null)) {
          pending.push(item);
        }
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) {
        if (hasInvalidText(name)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function locateInvalidText(body: unknown): string {
  const pending: [unknown, string][] = [[body, 'body']];
  while (pending.length > 0) {
    const [value, field] = pending.pop()!;
    if (typeof value === 'string' && hasInvalidText(value)) return field;
    if (typeof value !== 'object' || value === null) continue;
    for (const name of Object.keys(value)) {
      if (hasInvalidText(name)) return field;
      pending.push([(value as Record<string, unknown>)[name], `${field}/${name}`]);
    }
  }
  return 'body';
}
