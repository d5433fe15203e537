import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../contracts/errors';
import { errorBody } from '../errors/httpErrors';
import { createTileRenderer } from '../tiles/tileRenderer';
import { isTileOf } from '../tiles/tileMath';
import { TileParams } from '../tiles/tileSchemas';
import { isTileStyle, TILE_STYLE_NAMES } from '../tiles/tileStyles';

/**
 * A tile changes only when TIMS's drawing or the state does: caches keep it a week and may
 * show it a day longer while they revalidate with the ETag.
 */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Tiles come by the dozen with every pan and zoom, so they are counted apart from the rest of
 * the API (their own budget, four times the API's), and a busy map never starves the searches.
 */
const TILE_BUDGET_FACTOR = 4;

const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);

/** The raster basemaps TIMS draws from its own geography (server/tiles). */
export const tilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const renderer = createTileRenderer(app.config.department.stateFips);
  const perMinute = app.config.rateLimitPerMinute;
  // The tiles of the default map (the light style) drawn ahead, once the process answers; every
  // process has its own cache. Not under test, where servers start by the hundred.
  if (app.config.nodeEnv !== 'test') {
    app.addHook('onListen', async () => {
      void renderer.warm('light-gray').then(
        (count) => app.log.info(`Basemap tiles: ${count} drawn ahead`),
        (error: unknown) => app.log.warn({ err: error }, 'Basemap tiles: drawing ahead failed'),
      );
    });
  }

  app.get(
    '/tiles/:style/:z/:x/:y.png',
    {
      config:
        perMinute === 0
          ? {}
          : { rateLimit: { max: perMinute * TILE_BUDGET_FACTOR, timeWindow: '1 minute' } },
      schema: {
        summary: `A 256-pixel Web Mercator basemap tile (PNG) of one of TIMS's styles: ${TILE_STYLE_NAMES.join(', ')}`,
        params: TileParams,
        response: {
          200: Type.Unknown({ description: 'A 256 × 256 PNG' }),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { style } = request.params;
      const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(Number) as [
        number,
        number,
        number,
      ];
      if (!isTileOf({ z, x, y })) {
        return reply
          .code(400)
          .send(
            errorBody('bad-request', `Level ${z} has tiles 0 to ${2 ** z - 1} across and down`),
          );
      }
      if (!isTileStyle(style)) {
        return reply
          .code(404)
          .send(
            errorBody(
              'not-found',
              `No basemap style ${style}; there are ${TILE_STYLE_NAMES.join(', ')}`,
            ),
          );
      }
      const tile = await renderer.tile(style, { z, x, y });
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', tile.etag)
        .header('x-content-type-options', 'nosniff');
      if (matches(request.headers['if-none-match'], tile.etag)) return reply.code(304).send(null);
      return reply.type('image/png').send(tile.png);
    },
  );
};
