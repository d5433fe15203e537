import type { FastifyPluginAsync } from 'fastify';
import { canSeeGroup, canSeeItem } from '../access';
import { identify } from '../caller';
import { groupNotFound, invalidToken } from '../envelopes';
import { itemJson } from '../json/itemJson';
import { readParams } from '../../http/params';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import { searchResults } from '../search/searchResults';
import { searchableItem } from '../search/searchables';

/**
 * Item search (contract §2.7) and group content search. Only items the caller may see are
 * searched, so `total` never counts what the caller cannot open.
 */
export const searchRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  sharingRoute(app, {
    path: '/search',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      const items = (await store.directory.items()).filter((item) => canSeeItem(caller, item));
      return searchResults(items, readParams(request), searchableItem, (item) =>
        itemJson(item, caller, app.config.publicUrl),
      );
    },
  });

  sharingRoute(app, {
    path: '/content/groups/:id/search',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      const group = await store.directory.group((request.params as { id: string }).id);
      if (!group || !canSeeGroup(caller, group)) return groupNotFound();
      const items = (await store.directory.items()).filter(
        (item) => item.groupIds.includes(group.id) && canSeeItem(caller, item),
      );
      return searchResults(items, readParams(request), searchableItem, (item) =>
        itemJson(item, caller, app.config.publicUrl),
      );
    },
  });
};
