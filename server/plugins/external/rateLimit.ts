import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config';

/** Header of in-process calls (see `app.internalCallKey`); those are not rate limited. */
export const INTERNAL_CALL_HEADER = 'x-tims-internal-call';

/**
 * Requests per minute and IP for the context it is registered in (the API). The 429 goes
 * through the error handler, so it has the usual envelope with code `rate-limited`. The counters
 * are per process; several instances each count on their own.
 */
export const rateLimit = fp(
  async (app) => {
    const max = app.config.rateLimitPerMinute;
    if (max === 0) return;
    await app.register(fastifyRateLimit, {
      max,
      timeWindow: '1 minute',
      allowList: (request) => request.headers[INTERNAL_CALL_HEADER] === app.internalCallKey,
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new Error(
            `Too many requests: at most ${context.max} a minute; retry in ${context.after}`,
          ),
          { statusCode: context.statusCode },
        ),
    });
  },
  { name: 'tims-rate-limit' },
);

/** Route `config` for a tighter limit than the API's, never looser than it. */
export function routeRateLimit(
  config: Pick<Config, 'rateLimitPerMinute'>,
  max: number,
): { rateLimit?: { max: number; timeWindow: string } } {
  if (config.rateLimitPerMinute === 0) return {};
  return { rateLimit: { max: Math.min(max, config.rateLimitPerMinute), timeWindow: '1 minute' } };
}
