import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { identify } from '../caller';
import { fileNotFound, invalidToken, tokenRequired } from '../envelopes';
import { portalSelfJson } from '../json/portalSelfJson';
import { userJson } from '../json/userJson';
import { readParams } from '../../http/params';
import { sharingRoute, type PortalRouteOptions } from '../routing';
import { searchResults } from '../search/searchResults';
import { searchableUser } from '../search/searchables';
import { canSeeUser } from '../access';
import type { StoredFile } from '../store/files';

/** Sends stored bytes; private caching only, as some belong to non-public items. */
export function sendFile(reply: FastifyReply, file: StoredFile | undefined) {
  if (!file) return reply.send(fileNotFound());
  return reply
    .header('cache-control', 'private, max-age=300')
    .type(file.contentType)
    .send(file.content);
}

/** portals/self and its sub-resources (contract §2.3, §2.4). */
export const portalsRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  const featured = async () =>
    (await store.directory.groups())
      .filter((group) => group.featured_rank !== null)
      .sort((a, b) => (a.featured_rank ?? 0) - (b.featured_rank ?? 0));

  for (const path of ['/portals/self', `/portals/:orgId`]) {
    sharingRoute(app, {
      path,
      // Trap 3: `user` only with a valid token, never for an anonymous request.
      handler: async (request) => {
        const caller = await identify(store, request);
        if (caller.kind === 'invalid') return invalidToken();
        const self = portalSelfJson(app.config, await featured());
        return caller.kind === 'user' ? { ...self, user: userJson(caller.user) } : self;
      },
    });
  }

  sharingRoute(app, {
    path: '/portals/self/settings',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      const self = portalSelfJson(app.config, await featured());
      return {
        allowedRedirectUris: [],
        authorizedCrossOriginDomains: [],
        defaultExtent: self.defaultExtent,
        featuredGroups: self.featuredGroups,
        helperServices: {},
        informationalBanner: { enabled: false },
      };
    },
  });

  sharingRoute(app, {
    path: '/portals/self/categorySchema',
    handler: async () => ({ categorySchema: [] }),
  });
  sharingRoute(app, {
    path: '/portals/self/classification/classificationSchema',
    handler: async () => ({ classificationSchema: {} }),
  });
  sharingRoute(app, {
    path: '/portals/regions',
    handler: async () => [{ region: 'US', localizedName: 'United States', defaultLanguage: 'en' }],
  });

  sharingRoute(app, {
    path: '/portals/self/resources/*',
    methods: ['GET'],
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      return sendFile(reply, await store.files.file('portal', '', 'resources', path));
    },
  });

  sharingRoute(app, {
    path: '/portals/self/users/search',
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      if (caller.kind === 'anonymous') return tokenRequired();
      const users = (await store.directory.users()).filter((user) => canSeeUser(caller, user));
      return searchResults(users, readParams(request), searchableUser, userJson);
    },
  });
};
