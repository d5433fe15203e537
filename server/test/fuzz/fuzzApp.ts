import type { FastifySchema, RouteOptions } from 'fastify';
import type { App } from '../../app';
import { createTestApp, type TestApp, type TestAppOptions } from '../helper';
import { appTargetsOf } from '../support/appTargets';

/** One registered route, as its `onRoute` hook saw it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema;
}

const routesByApp = new WeakMap<App, RegisteredRoute[]>();

/** Every route of a server made by `createFuzzApp`, once per method and address. */
export function routesOf(app: App): RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

/**
 * `createTestApp` (`../helper.ts`) with no rate limits, a built app of one page, and every route
 * collected with an `onRoute` hook while the server is built.
 */
export async function createFuzzApp(options: TestAppOptions = {}): Promise<TestApp> {
  const routes: RegisteredRoute[] = [];
  const seen = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, url: route.url, schema: route.schema ?? {} });
    }
  };
  const server = await createTestApp({
    ...options,
    appFiles: { 'index.html': '<!doctype html><title>TIMS</title>' },
    env: {
      // Thousands of requests from one address: limits would answer most of them with 429.
      RATE_LIMIT_PER_MINUTE: '0',
      SUPPORT_REQUEST_LIMIT: '0',
      ...options.env,
    },
    onRoute,
  });
  routesByApp.set(server.app, routes);
  await server.app.ready();
  return server;
}

/** The fuzz server on SQLite, and on PostgreSQL when TEST_DATABASE_URL names a server. */
export const fuzzTargets = appTargetsOf(createFuzzApp, 'tims_fuzz');
