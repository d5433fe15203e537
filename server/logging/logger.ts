import type { FastifyServerOptions, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Query parameters that carry credentials; ArcGIS clients put tokens in URLs. */
const SECRET_PARAMS = new Set(['token', 'access_token', 'refresh_token', 'password']);

/** Header values pino replaces with `[Redacted]` wherever a log line holds headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-esri-authorization"]',
  'req.headers["x-tims-internal-call"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers["x-esri-authorization"]',
  'headers["x-tims-internal-call"]',
  'headers.cookie',
];

/** The URL with every secret query parameter removed; the rest of the query is kept as sent. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const kept = query.split('&').filter((pair) => !SECRET_PARAMS.has(paramName(pair)));
  const rest = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.slice(0, queryAt) + rest + (hashAt < 0 ? '' : url.slice(hashAt));
}

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    // A malformed escape cannot be read, so it cannot be judged safe either.
    return 'token';
  }
}

/**
 * What a log line says about a request: never headers, never a credential in the URL. Also used
 * on whatever a log call passes as `req`, so it copies only what it knows.
 */
export function serializeRequest(request: Partial<FastifyRequest>): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options: pino at the configured level, with the serializer and redaction. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
