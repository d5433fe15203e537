import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sharedRateLimitStore } from '../../cluster/sharedRateLimitStore';
import { inClusterWorker } from '../../cluster/workerChannel';
import type { Config } from '../../config/config';
import { OneLineLogController } from '../../logging/oneLineLogController';
import { countedLog } from '../app/countedLog';

/** Header of in-process calls (see `app.internalCallKey`); those are not rate limited. */
export const INTERNAL_CALL_HEADER = 'x-tims-internal-call';

/** Refusals are logged once a window: one line per address and limit, with a count. */
const REFUSAL_LOG_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The addresses this context's rate limits refuse at the moment (see RefusalLogController). */
    rateLimitRefusals?: Refusals;
  }
}

/**
 * Requests per minute and IP for the context it is registered in (the API, the local portal).
 * The 429 goes through the error handler, so it has the usual envelope with code
 * `rate-limited`. In a cluster the workers count together (`sharedRateLimitStore`: an address
 * gets the limit once, whichever worker its connections reach); separate instances behind a
 * load balancer each count on their own.
 *
 * A flood of refused requests must not flood the log: a refused request logs nothing itself
 * (its error and answer lines are silenced), an address's refusals are counted and logged once a
 * window (`Rate limit: 5812 requests from 10.0.0.9 refused …`), and with RefusalLogController
 * as the app's log controller not even its arrival is logged once it is known to be refused.
 */
export const rateLimit = fp(
  async (app) => {
    const max = app.config.rateLimitPerMinute;
    if (max === 0) return;
    const refusals = createRefusals(app);
    app.decorate('rateLimitRefusals', refusals);
    app.addHook('onClose', async () => refusals.close());
    await app.register(fastifyRateLimit, {
      max,
      timeWindow: '1 minute',
      ...(inClusterWorker() ? { store: sharedRateLimitStore(app.prefix || '/') } : {}),
      allowList: (request) => request.headers[INTERNAL_CALL_HEADER] === app.internalCallKey,
      errorResponseBuilder: (request, context) => {
        refusals.refuse(request, context.ttl, context.max);
        request.log.level = 'silent';
        return Object.assign(
          new Error(
            `Too many requests: at most ${context.max} a minute; retry in ${context.after}`,
          ),
          { statusCode: context.statusCode },
        );
      },
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

/**
 * Fastify's request logging (one line a request), quiet for requests from an address that a
 * rate limit is refusing at the moment (for the limit of that request's route): a flood of
 * refused requests costs no line each. For `logController` in the app's Fastify options.
 */
export class RefusalLogController extends OneLineLogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return request.server?.rateLimitRefusals?.isRefused(request) ?? false;
  }
}

interface Refusals {
  isRefused(request: FastifyRequest): boolean;
  refuse(request: FastifyRequest, ttlMs: number, max: number): void;
  close(): void;
}

interface Refused {
  address: string;
  route: string | undefined;
  limit: number;
}

function createRefusals(app: FastifyInstance): Refusals {
  /** Until when (epoch ms) requests of a key are refused. */
  const until = new Map<string, number>();
  const log = countedLog<Refused>({
    windowMs: REFUSAL_LOG_WINDOW_MS,
    onWindow: (_key, { address, route, limit }, count) => {
      const where = route ? ` to ${route}` : '';
      app.log.warn(
        { address, ...(route ? { route } : {}), limit, refused: count },
        `Rate limit: ${count} requests from ${address}${where} refused (at most ${limit} a minute)`,
      );
      const now = Date.now();
      for (const [key, time] of until) if (time <= now) until.delete(key);
    },
  });
  return {
    isRefused(request) {
      const time = until.get(keyOf(request));
      return time !== undefined && time > Date.now();
    },
    refuse(request, ttlMs, max) {
      const key = keyOf(request);
      until.set(key, Date.now() + ttlMs);
      log.count(key, { address: request.ip, route: routeOf(request), limit: max });
    },
    close: () => log.close(),
  };
}

/** A route with a limit of its own is counted apart from the rest (`POST /analytics/…`). */
function routeOf(request: FastifyRequest): string | undefined {
  const options = request.routeOptions;
  const own = (options.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  return own ? `${request.method} ${options.url}` : undefined;
}

function keyOf(request: FastifyRequest): string {
  return `${request.ip} ${routeOf(request) ?? '*'}`;
}
