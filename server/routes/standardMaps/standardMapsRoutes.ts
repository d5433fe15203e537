import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '../../../contracts/errors';
import {
  GenerationState,
  StandardMapDetails,
  StandardMapList,
  StandardMapListQuery,
  StandardMapParams,
} from '../../../contracts/standardMaps';
import { STANDARD_MAP_PAGE_SIZE } from '../../../contracts/standardMapFields';
import { errorBody } from '../../errors/httpErrors';
import { mapFilesRoutes } from './mapFilesRoutes';

const ERRORS = { 400: ErrorBody, 404: ErrorBody };

/** A listing as both the public and the admin routes answer it. */
export async function listMaps(
  { library, links }: FastifyInstance['standardMaps'],
  query: StandardMapListQuery,
  includeUnpublished: boolean,
): Promise<StandardMapList> {
  const {
    sort = 'category',
    order,
    offset = 0,
    limit = STANDARD_MAP_PAGE_SIZE,
    ...filters
  } = query;
  const sorting = { sort, order: order ?? (sort === 'editionDate' ? 'desc' : 'asc') } as const;
  const page = { offset, limit };
  const result = await library.maps.list({ ...filters, includeUnpublished }, sorting, page);
  const now = Date.now();
  return {
    items: await Promise.all(result.items.map((map) => links.map(map, now))),
    total: result.total,
    ...page,
  };
}

/**
 * The standard-map library for everyone (DESIGN §5): published maps, one map with its
 * editions, their files and images, and the progress of the drawing of the generated set.
 */
export const standardMapsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { library, links } = app.standardMaps;

  app.get(
    '/standard-maps',
    {
      schema: {
        summary: 'Published standard maps: filter by category, district, county, words',
        querystring: StandardMapListQuery,
        response: { 200: StandardMapList, ...ERRORS },
      },
    },
    async (request) => listMaps(app.standardMaps, request.query, false),
  );

  app.get(
    '/standard-maps/generation',
    {
      schema: {
        summary: 'The latest drawing of the generated set, with its progress',
        response: { 200: GenerationState },
      },
    },
    async () => {
      const jobs = app.repositories.generationJobs;
      const job = (await jobs.running(new Date())) ?? (await jobs.recent(1))[0];
      if (!job) return { job: null };
      const { requestedBy: _who, ...shown } = job;
      return { job: shown };
    },
  );

  app.get(
    '/standard-maps/:id',
    {
      schema: {
        summary: 'A published standard map and every edition kept, newest first',
        params: StandardMapParams,
        response: { 200: StandardMapDetails, ...ERRORS },
      },
    },
    async (request, reply) => {
      const map = await library.maps.get(request.params.id);
      if (!map?.published) {
        return reply.code(404).send(errorBody('not-found', `No standard map ${request.params.id}`));
      }
      return links.details(map);
    },
  );

  await app.register(mapFilesRoutes);
};
