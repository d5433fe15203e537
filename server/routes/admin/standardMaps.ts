import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../../contracts/errors';
import {
  AdminGenerationJob,
  EditionParams,
  GenerationJobList,
  StandardMapDetails,
  StandardMapList,
  StandardMapListQuery,
  StandardMapMetadata,
  StandardMapParams,
} from '../../../contracts/standardMaps';
import { errorBody } from '../../errors/httpErrors';
import { strictBodies } from '../../http/strictBodies';
import { signedInUser } from '../../plugins/app/auth';
import { UploadProblem } from '../../standardMaps/upload/receiveUpload';
import { listMaps } from '../standardMaps/standardMapsRoutes';
import { placeOf, replyProblem, titleOf } from './standardMapInput';
import { standardMapUploadRoutes } from './standardMapUploads';

const ERRORS = { 400: ErrorBody, 404: ErrorBody };

const notFound = (reply: FastifyReply, id: string) =>
  reply.code(404).send(errorBody('not-found', `No standard map ${id}`));

/**
 * The standard-map library for administrators (DESIGN §5): every map with its status, edits,
 * deletions, uploads (standardMapUploads.ts) and the drawing of the generated set. Guarded by
 * admin.ts.
 */
export const adminStandardMapsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { library, links, generator } = app.standardMaps;

  app.get(
    '/standard-maps',
    {
      schema: {
        summary: 'Every standard map, published or not',
        querystring: StandardMapListQuery,
        response: { 200: StandardMapList, ...ERRORS },
      },
    },
    async (request) => listMaps(app.standardMaps, request.query, true),
  );

  app.get(
    '/standard-maps/jobs',
    {
      schema: {
        summary: 'The latest drawings of the generated set, newest first',
        response: { 200: GenerationJobList },
      },
    },
    async () => {
      await app.repositories.generationJobs.running(new Date());
      return { items: await app.repositories.generationJobs.recent(10) };
    },
  );

  app.post(
    '/standard-maps/generate',
    {
      schema: {
        summary: 'Draw the generated set again: a new edition of each map',
        response: { 202: AdminGenerationJob, 409: ErrorBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      const started = await generator.start({
        trigger: 'admin',
        requestedBy: signedInUser(request).username,
        scope: 'all',
        workers: 1,
      });
      if (started.kind === 'started') {
        started.finished.catch(() => undefined);
        return reply.code(202).send(started.job);
      }
      return reply.code(409).send(
        errorBody('conflict', 'The maps are being drawn already; wait for that to finish.', {
          job: started.kind === 'busy' ? started.job : undefined,
        }),
      );
    },
  );

  app.get(
    '/standard-maps/:id',
    {
      schema: {
        summary: 'A standard map, published or not, with its editions',
        params: StandardMapParams,
        response: { 200: StandardMapDetails, ...ERRORS },
      },
    },
    async (request, reply) => {
      const map = await library.maps.get(request.params.id);
      return map ? links.details(map) : notFound(reply, request.params.id);
    },
  );

  app.put(
    '/standard-maps/:id',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: "Change a map's title, category, place, description or publication",
        params: StandardMapParams,
        body: StandardMapMetadata,
        response: { 200: StandardMapDetails, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { title, district, county, ...rest } = request.body;
      try {
        const metadata = {
          ...rest,
          title: titleOf(title),
          ...placeOf(app.config, district, county),
        };
        metadata.description = metadata.description.trim();
        const updated = await library.maps.updateMetadata(
          request.params.id,
          metadata,
          signedInUser(request).username,
          new Date(),
        );
        if (!updated) return notFound(reply, request.params.id);
        const map = await library.maps.get(request.params.id);
        return map ? links.details(map) : notFound(reply, request.params.id);
      } catch (error) {
        if (error instanceof UploadProblem) return replyProblem(reply, error);
        throw error;
      }
    },
  );

  app.delete(
    '/standard-maps/:id',
    {
      schema: {
        summary: 'Delete a map with every edition and file',
        params: StandardMapParams,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      if (!(await library.deleteMap(request.params.id))) return notFound(reply, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/standard-maps/:id/editions/:editionId',
    {
      schema: {
        summary: 'Delete one edition (not the only one: delete the map instead)',
        params: EditionParams,
        response: { 204: Type.Null(), 409: ErrorBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id, editionId } = request.params;
      const outcome = await library.deleteEdition(id, editionId);
      if (outcome === 'not-found') {
        return reply.code(404).send(errorBody('not-found', `No edition ${editionId} of ${id}`));
      }
      if (outcome === 'only-edition') {
        return reply
          .code(409)
          .send(errorBody('conflict', 'This is the map’s only edition; delete the map instead.'));
      }
      return reply.code(204).send(null);
    },
  );

  await app.register(standardMapUploadRoutes);
};
