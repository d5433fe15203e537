import type { FastifyPluginAsync } from 'fastify';
import { canSeeGroup, canSeeGroupsOf, canSeeUser } from '../access';
import { identify } from '../caller';
import { groupNotFound, invalidToken, tokenRequired, userNotFound } from '../envelopes';
import { groupJson } from '../json/groupJson';
import { userJson, userWithGroupsJson } from '../json/userJson';
import { readParams } from '../../http/params';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import { searchResults } from '../search/searchResults';
import { searchableGroup, searchableUser } from '../search/searchables';
import { sendFile } from './portals';

/** community/*: the signed-in user, users and groups (contract §2.5–§2.7). */
export const communityRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  const { directory } = store;

  sharingRoute(app, {
    path: '/community/self',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      if (caller.kind === 'anonymous') return tokenRequired();
      return userWithGroupsJson(caller.user, await directory.memberships(caller.user.username));
    },
  });

  sharingRoute(app, {
    path: '/community/users',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      const users = (await directory.users()).filter((user) => canSeeUser(caller, user));
      return searchResults(users, readParams(request), searchableUser, userJson);
    },
  });

  // PortalUser builds this URL from `id`, rest-js from the username: both are accepted.
  sharingRoute(app, {
    path: '/community/users/:user',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      const user = await directory.user((request.params as { user: string }).user);
      if (!user || !canSeeUser(caller, user)) return userNotFound();
      if (!canSeeGroupsOf(caller, user)) return userJson(user);
      return userWithGroupsJson(user, await directory.memberships(user.username));
    },
  });

  sharingRoute(app, {
    path: '/community/groups',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      const groups = (await directory.groups()).filter((group) => canSeeGroup(caller, group));
      return searchResults(groups, readParams(request), searchableGroup, groupJson);
    },
  });

  const visibleGroup = async (request: Parameters<typeof identify>[1]) => {
    const caller = await identify(store, request);
    if (caller.kind === 'invalid') return { caller, group: undefined };
    const group = await directory.group((request.params as { id: string }).id);
    return { caller, group: group && canSeeGroup(caller, group) ? group : undefined };
  };

  sharingRoute(app, {
    path: '/community/groups/:id',
    handler: async (request) => {
      const { caller, group } = await visibleGroup(request);
      if (caller.kind === 'invalid') return invalidToken();
      if (!group) return groupNotFound();
      const json = groupJson(group);
      if (caller.kind !== 'user') return json;
      const member = (await directory.members(group.id)).find(
        (m) => m.username === caller.user.username,
      );
      const membership = {
        username: caller.user.username,
        memberType: member?.memberType ?? 'none',
      };
      return { ...json, userMembership: membership };
    },
  });

  sharingRoute(app, {
    path: '/community/groups/:id/users',
    handler: async (request) => {
      const { caller, group } = await visibleGroup(request);
      if (caller.kind === 'invalid') return invalidToken();
      if (!group) return groupNotFound();
      const members = await directory.members(group.id);
      return {
        owner: group.owner,
        admins: members.filter((m) => m.memberType !== 'member').map((m) => m.username),
        users: members.filter((m) => m.memberType === 'member').map((m) => m.username),
      };
    },
  });

  // Thumbnails: image bytes whatever `f` says (the client appends ?f=json).
  sharingRoute(app, {
    path: '/community/groups/:id/info/*',
    methods: ['GET'],
    handler: async (request, reply) => {
      const { caller, group } = await visibleGroup(request);
      if (caller.kind === 'invalid') return invalidToken();
      if (!group) return groupNotFound();
      const path = (request.params as { '*': string })['*'];
      return sendFile(reply, await store.files.file('group', group.id, 'info', path));
    },
  });
};
