import type { ErrorBody } from '../../contracts/errors';

/** The stable `error.code` of each HTTP status the API answers with. */
const CODES: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
};

export function codeForStatus(status: number): string {
  if (status >= 500) return 'internal';
  return CODES[status] ?? 'bad-request';
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export const API_PREFIX = '/tims/api';

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * "No API route GET /tims/api/xyz". The query is left out: it may carry a token, and error
 * messages end up in logs, screenshots and support requests.
 */
export function notFoundMessage(method: string, url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return `No ${isApiPath(path) ? 'API route' : 'route'} ${method} ${shown}`;
}
