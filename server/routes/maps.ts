import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../contracts/errors';
import {
  SavedMap,
  SavedMapInput,
  SavedMapList,
  SavedMapListQuery,
  Sid,
} from '../../contracts/maps';
import { errorBody } from '../errors/httpErrors';
import { signedInUser } from '../plugins/app/auth';

/** How many maps one user may keep, and how many a list shows. */
export const MAX_MAPS_PER_USER = 500;
const LIST_LIMIT = 500;

const Params = Type.Object({ sid: Sid });
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };

const notFound = (reply: FastifyReply, sid: string) =>
  reply.code(404).send(errorBody('not-found', `No saved map ${sid}`));

const notOwner = (reply: FastifyReply) =>
  reply.code(403).send(errorBody('forbidden', 'Only the owner of this map may change it.'));

/**
 * Saved maps (DESIGN §5): signed-in users save, update and delete their own. A private map
 * opens only for its owner, a link-shared one for anyone with its id, a public one is listed.
 */
export const mapsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maps = app.repositories.savedMaps;

  app.get(
    '/maps',
    {
      onRequest: app.optionalUser,
      schema: {
        summary: 'Public saved maps, or with scope=mine the caller’s own',
        querystring: SavedMapListQuery,
        response: { 200: SavedMapList, ...ERRORS },
      },
    },
    async (request, reply) => {
      if (request.query.scope === 'mine') {
        if (!request.identity) {
          return reply
            .code(401)
            .send(errorBody('sign-in-required', 'Sign in to see your saved maps.'));
        }
        return { items: await maps.listOwnedBy(request.identity.username, LIST_LIMIT) };
      }
      return { items: await maps.listPublic(LIST_LIMIT) };
    },
  );

  app.post(
    '/maps',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Save a map',
        body: SavedMapInput,
        response: { 201: SavedMap, 409: ErrorBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { username } = signedInUser(request);
      const owned = await maps.listOwnedBy(username, MAX_MAPS_PER_USER);
      if (owned.length >= MAX_MAPS_PER_USER) {
        return reply
          .code(409)
          .send(
            errorBody(
              'conflict',
              `You have ${MAX_MAPS_PER_USER} saved maps, the most one may keep. Delete some first.`,
            ),
          );
      }
      return reply.code(201).send(await maps.create(username, request.body, new Date()));
    },
  );

  app.get(
    '/maps/:sid',
    {
      onRequest: app.optionalUser,
      schema: { summary: 'One saved map', params: Params, response: { 200: SavedMap, ...ERRORS } },
    },
    async (request, reply) => {
      const map = await maps.get(request.params.sid);
      if (!map) return notFound(reply, request.params.sid);
      if (map.sharing === 'private' && request.identity?.username !== map.owner) {
        return request.identity
          ? reply.code(403).send(errorBody('forbidden', 'This map is private to its owner.'))
          : reply
              .code(401)
              .send(
                errorBody(
                  'sign-in-required',
                  'This map is private. Sign in as its owner to open it.',
                ),
              );
      }
      return map;
    },
  );

  app.put(
    '/maps/:sid',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change a saved map (owner only)',
        params: Params,
        body: SavedMapInput,
        response: { 200: SavedMap, ...ERRORS },
      },
    },
    async (request, reply) => {
      const existing = await maps.get(request.params.sid);
      if (!existing) return notFound(reply, request.params.sid);
      if (existing.owner !== signedInUser(request).username) return notOwner(reply);
      return maps.update(request.params.sid, request.body, new Date());
    },
  );

  app.delete(
    '/maps/:sid',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Delete a saved map (owner only)',
        params: Params,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const existing = await maps.get(request.params.sid);
      if (!existing) return notFound(reply, request.params.sid);
      if (existing.owner !== signedInUser(request).username) return notOwner(reply);
      await maps.delete(request.params.sid);
      return reply.code(204).send(null);
    },
  );
};
