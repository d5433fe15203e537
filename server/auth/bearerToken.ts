/**
 * The token of an `Authorization: Bearer <token>` header: `undefined` when there is no header,
 * `null` when there is one of another form. The scheme is case-insensitive (RFC 7235).
 */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer +([^\s]+) *$/i.exec(header);
  return match?.[1] ?? null;
}

/** Query parameters that would carry a token in the URL, where logs and histories keep it. */
const TOKEN_PARAMS = new Set(['token', 'access_token']);

/** The name of the query parameter that carries a token, if any. */
export function tokenParam(query: unknown): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  return Object.keys(query).find((name) => TOKEN_PARAMS.has(name.toLowerCase()));
}
