import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyBaseLogger, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Config } from './config/config';
import { schemaErrorFormatter } from './errors/validationMessage';
import { refuseInvalidText } from './http/refuseInvalidText';
import { formBodies, strictBodies } from './http/strictBodies';
import { loggerOptions, type LogStream } from './logging/logger';
import { auth, type AuthOptions } from './plugins/app/auth';
import { database } from './plugins/app/database';
import { errors, replyFrameworkError } from './plugins/app/errors';
import { repositories } from './plugins/app/repositories';
import { standardMaps } from './plugins/app/standardMaps';
import { RefusalLogController } from './plugins/external/rateLimit';
import { securityHeaders } from './plugins/external/securityHeaders';
import { fairTurns } from './plugins/app/fairTurns';
import { localPortal } from './portal/portal';
import { api } from './routes/api';
import { spa } from './routes/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    internalCallKey: string;
  }
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface BuildAppOptions {
  /** Log lines go here instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Portal client, cache times and clock of the auth plugin (tests). */
  auth?: AuthOptions;
  /** Told of every route as it is registered (the fuzz suite sends each one hostile input). */
  onRoute?: (route: RouteOptions) => void;
}

/** Largest request body accepted; larger ones get a 413. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The whole server, not yet listening: plugins in the order external → app → routes.
 * The caller runs the migrations (`migrateToLatest(app.db)`) and listens, or injects requests.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    schemaErrorFormatter,
    // A flood of refused (429) requests costs no log line each (plugins/external/rateLimit.ts).
    logController: new RefusalLogController(),
    // A request that reached this process is answered even while it closes (a graceful restart
    // of one worker of a cluster: the connection was handed to it just before it stopped).
    return503OnClosing: false,
    frameworkErrors: (error, request, reply) => void replyFrameworkError(error, request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Bodies taken exactly as sent, querystrings and parameters coerced (http/strictBodies.ts).
  app.setValidatorCompiler(strictBodies);

  app.decorate('config', config);
  // Proves a request came from this process (in-process portal calls), so per-IP rate limits
  // do not count them; random per process and never sent to a client.
  app.decorate('internalCallKey', randomBytes(24).toString('base64url'));

  // First: requests take turns, so a busy server still accepts new connections.
  await app.register(fairTurns);
  await app.register(securityHeaders);
  // Before every other hook and route (but after the security headers, which still apply).
  await app.register(refuseInvalidText);

  await app.register(errors);
  await app.register(database);
  await app.register(repositories);
  await app.register(standardMaps);
  await app.register(auth, options.auth ?? {});

  await app.register(api, { prefix: '/tims/api' });
  // The local portal, only when no PORTAL_URL names a real one (server/portal/README.md). Its
  // bodies are forms, all text: coerced to their schemas' types in its context alone.
  if (config.portal.local) {
    await app.register(
      async (portal) => {
        portal.setValidatorCompiler(formBodies);
        await portal.register(localPortal);
      },
      { prefix: '/portal' },
    );
  }
  await app.register(spa);

  return app;
}
