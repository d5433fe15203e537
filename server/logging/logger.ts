import type { FastifyServerOptions, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { redactText, redactUrl } from './redactUrl';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

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

/** How deep an error's causes and properties are followed: enough, and no cycle runs away. */
const ERROR_DEPTH = 4;

/**
 * What a log line says about a request: never headers, never a query value outside the
 * allow-list (`redactUrl`). Also used on whatever a log call passes as `req`, so it copies only
 * what it knows.
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

/** An error as it appears in a log line. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as a log line shows it (type, message, stack, its own fields such as `code`, and its
 * cause), with the query of every address in its text redacted: an error from a portal call may
 * quote the URL it called, token included.
 */
export function serializeError(error: Error): LoggedError {
  return serializeValue(error, 0) as LoggedError;
}

function serializeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= ERROR_DEPTH) return '[Truncated]';
  // A body kept on an error would otherwise become one field per byte.
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => serializeValue(item, depth + 1));
  const shown: Record<string, unknown> = {};
  if (value instanceof Error) {
    shown.type = value.constructor.name;
    shown.message = redactText(value.message);
    shown.stack = redactText(value.stack ?? '');
  }
  for (const [key, item] of Object.entries(value)) shown[key] = serializeValue(item, depth + 1);
  if (value instanceof Error && value.cause !== undefined) {
    shown.cause = serializeValue(value.cause, depth + 1);
  }
  return shown;
}

/** Fastify's logger options: pino at the configured level, with the serializers and redaction. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS },
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      // Fastify writes the raw URL into some messages of its own ("Route GET:/x?token=… not
      // found", "Reply was already sent … in the "/x?…" route").
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactText(arg) : arg,
        );
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
