import { statSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../errors/httpErrors';
import { replyNotFound } from '../plugins/app/errors';
import {
  layoutFor,
  loadPrerenderedPages,
  type PrerenderedPage,
} from '../prerender/prerenderedPages';
import { pageLanguage } from '../prerender/pageLanguage';
import { appConfig } from './config';

/** webpack's `[name].[contenthash:10].ext` (also `.br`/`.gz` siblings and source maps). */
const HASHED_FILE = /\.[0-9a-f]{8,64}(\.[A-Za-z0-9]+)+$/;

/**
 * A request for a missing file of these types gets a 404, not index.html: after a deployment an
 * old chunk name must fail as a load error the app can handle, not as HTML parsed as script.
 * Dots alone do not count: `/tims/projects/DEL-23-10.52` is an app route.
 */
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|json|wasm|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|pbf|pdf|txt|br|gz)$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

/**
 * The built single-page app under /tims/, with `/` and `/tims` redirected to `/tims/`. Without
 * APP_DIR (development, where the webpack dev server serves the app) only the API is served.
 */
export const spa = fp(
  async (app) => {
    const { appDir } = app.config;
    if (!isDirectory(appDir)) {
      app.log.warn(`APP_DIR ${appDir} does not exist: serving the API only`);
      return;
    }
    const toApp = (request: FastifyRequest, reply: FastifyReply) => {
      // The query survives: an OAuth redirect may land on /tims?code=….
      const queryAt = request.url.indexOf('?');
      return reply.redirect(`/tims/${queryAt < 0 ? '' : request.url.slice(queryAt)}`, 302);
    };
    app.get('/', toApp);
    app.get('/tims', toApp);
    await app.register(appFiles, { prefix: '/tims' });
  },
  { name: 'tims-spa', dependencies: ['tims-errors'] },
);

/** The smallest encoding of a pre-rendered page the request accepts. */
function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  const accepts = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding, accept-language, cookie, sec-ch-ua-mobile, user-agent');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.html);
}

/** In its own context so that its not-found handler covers /tims/* only. */
const appFiles: FastifyPluginAsync = async (app) => {
  // Public screens rendered ahead of time, served in place of index.html (server/prerender).
  const prerendered = loadPrerenderedPages(
    app.config.appDir,
    appConfig(app.config),
    app.config.publicUrl,
  );
  if (prerendered.size > 0) {
    // A hook, not routes: @fastify/static has already claimed `/` for index.html.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?', 1)[0]!.slice(app.prefix.length) || '/';
      const screen = prerendered.get(path);
      // The screens were rendered in English; another language gets the plain page.
      if (screen && pageLanguage(request.url, request.headers) === 'en') {
        return sendPrerendered(request, reply, screen[layoutFor(request.headers)]);
      }
    });
  }

  await app.register(fastifyStatic, {
    root: app.config.appDir,
    prefix: '/',
    index: ['index.html'],
    // The build writes .br and .gz next to js, css, html, svg and json files.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || isApiPath(path) || ASSET_EXTENSION.test(path)) {
      return replyNotFound(request, reply);
    }
    // Any other path is a route of the app, which the app itself resolves (or shows its 404).
    return reply.code(200).sendFile('index.html');
  });
};

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
