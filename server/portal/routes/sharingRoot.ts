import type { FastifyPluginAsync } from 'fastify';
import { identify } from '../caller';
import { PORTAL_VERSION } from '../constants';
import { invalidToken } from '../envelopes';
import { sharingRoute, type PortalRouteOptions } from '../routing';

/** The Sharing root (contract §2.1, trap 5) and `info` (§2.2). */
export const sharingRootRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  sharingRoute(app, {
    path: '',
    // checkSignInStatus() asks here with its token: a bad one must answer 498.
    handler: async (request) => {
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      return { currentVersion: PORTAL_VERSION };
    },
  });

  sharingRoute(app, {
    path: '/info',
    // Never 499 here, whatever the token: rest-js reads it to find generateToken.
    handler: async () => ({
      owningSystemUrl: app.config.portal.url,
      authInfo: {
        tokenServicesUrl: `${app.config.portal.url}/sharing/rest/generateToken`,
        isTokenBasedSecurity: true,
      },
    }),
  });
};
