import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { userOfToken } from './caller';
import { SERVER_VERSION } from './constants';
import { invalidToken } from './envelopes';
import { readToken } from '../http/params';
import { createPortalStore } from './store/store';

/**
 * The ArcGIS Server info of the TIMS FeatureServers (contract §2.13), under the API prefix:
 * `owningSystemUrl` names the portal (local or PORTAL_URL), so @arcgis/core and rest-js treat
 * the services as federated and exchange the portal token instead of prompting.
 */
export const serverInfoRoutes: FastifyPluginAsync<{ serviceNames: string[] }> = async (
  app,
  { serviceNames },
) => {
  const portalUrl = app.config.portal.url;
  const store = app.config.portal.local ? createPortalStore(app.db) : undefined;

  app.get('/rest/info', async () => ({
    currentVersion: SERVER_VERSION,
    fullVersion: `${SERVER_VERSION}.0`,
    owningSystemUrl: portalUrl,
    authInfo: {
      isTokenBasedSecurity: true,
      tokenServicesUrl: `${portalUrl}/sharing/rest/generateToken`,
      shortLivedTokenValidity: 60,
    },
  }));

  /** A token this server can judge (local portal only) that is bad: checkSignInStatus wants 498. */
  const badLocalToken = async (request: FastifyRequest) => {
    const token = readToken(request);
    return store !== undefined && token !== null && !(await userOfToken(store, token));
  };

  app.get('/rest/services', async (request) => {
    if (await badLocalToken(request)) return invalidToken();
    return {
      currentVersion: SERVER_VERSION,
      folders: [],
      services: serviceNames.map((name) => ({ name, type: 'FeatureServer' })),
    };
  });
};
