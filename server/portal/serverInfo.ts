import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../contracts/errors';
import { userOfToken } from './caller';
import { SERVER_VERSION } from './constants';
import { invalidToken } from './envelopes';
import { readToken } from '../http/params';
import { createPortalStore } from './store/store';

const arcgisObject = (description: string) =>
  Type.Object({}, { additionalProperties: true, description });

/** For the OpenAPI document: ArcGIS REST answers, described as the objects they are. */
const REST_INFO_SCHEMA = {
  summary: 'ArcGIS Server info: the version and the portal that issues tokens',
  response: {
    200: arcgisObject('`{ currentVersion, fullVersion, owningSystemUrl, authInfo }` (ArcGIS REST)'),
    429: ErrorBody,
  },
};
const SERVICES_SCHEMA = {
  summary: 'The FeatureServers TIMS serves (ArcGIS REST catalog)',
  response: {
    200: arcgisObject(
      '`{ currentVersion, folders, services: [{ name, type }] }`; a bad local-portal token is answered `{ "error": { "code": 498 } }` at HTTP 200, as ArcGIS does',
    ),
    429: ErrorBody,
  },
};

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

  app.get('/rest/info', { schema: REST_INFO_SCHEMA }, async () => ({
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

  app.get('/rest/services', { schema: SERVICES_SCHEMA }, async (request) => {
    if (await badLocalToken(request)) return invalidToken();
    return {
      currentVersion: SERVER_VERSION,
      folders: [],
      services: serviceNames.map((name) => ({ name, type: 'FeatureServer' })),
    };
  });
};
