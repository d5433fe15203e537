import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for the responses of the context it is registered in (the API). The SPA's files
 * are compressed at build time instead. Brotli's default quality (11) costs too much CPU per
 * response; 4 compresses about as well as gzip -6, faster.
 */
export const compress = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'tims-compress' },
);
