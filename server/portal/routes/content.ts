import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canSeeItem } from '../access';
import { identify, type Caller } from '../caller';
import { forbidden, invalidToken, itemNotFound, type ArcGISError } from '../envelopes';
import { itemJson } from '../json/itemJson';
import { expandPublicUrl } from '../publicUrl';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import type { SharedItem } from '../store/directory';
import { sendFile } from './portals';

type Access = { caller: Caller; item: SharedItem } | { refusal: ArcGISError };

/** content/items/{id}, its data, thumbnails and resources (contract §2.8–§2.10). */
export const contentRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  /**
   * The order of checks of contract §4: a bad token is 498; a missing item CONT_0001; an
   * anonymous caller on a non-public item 403 (which makes @arcgis/core sign in); a signed-in
   * caller without access CONT_0001, as if the item did not exist.
   */
  async function open(request: FastifyRequest): Promise<Access> {
    const caller = await identify(store, request);
    if (caller.kind === 'invalid') return { refusal: invalidToken() };
    const item = await store.directory.item((request.params as { id: string }).id);
    if (!item) return { refusal: itemNotFound() };
    if (canSeeItem(caller, item)) return { caller, item };
    return { refusal: caller.kind === 'anonymous' ? forbidden() : itemNotFound() };
  }

  sharingRoute(app, {
    path: '/content/items/:id',
    handler: async (request) => {
      const access = await open(request);
      if ('refusal' in access) return access.refusal;
      return itemJson(access.item, access.caller, app.config.publicUrl);
    },
  });

  sharingRoute(app, {
    path: '/content/items/:id/data',
    handler: async (request, reply) => {
      const access = await open(request);
      if ('refusal' in access) return access.refusal;
      const data = access.item.data;
      // An item without data answers an empty body, which both clients read as "no data".
      if (data === null) return reply.type('application/json; charset=utf-8').send('');
      return reply
        .type('application/json; charset=utf-8')
        .send(expandPublicUrl(data, app.config.publicUrl));
    },
  });

  for (const folder of ['info', 'resources'] as const) {
    sharingRoute(app, {
      path: `/content/items/:id/${folder}/*`,
      methods: ['GET'],
      handler: async (request, reply) => {
        const access = await open(request);
        if ('refusal' in access) return access.refusal;
        const path = (request.params as { '*': string })['*'];
        return sendFile(reply, await store.files.file('item', access.item.id, folder, path));
      },
    });
  }
};
