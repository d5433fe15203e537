import type { FastifyPluginAsync } from 'fastify';
import { readParams } from '../../http/params';
import { canSeeUser } from '../access';
import { identify } from '../caller';
import { PORTAL_CULTURES, portalCulture } from '../cultures';
import {
  cannotUpdateUser,
  forbidden,
  invalidToken,
  methodNotSupported,
  tokenRequired,
  userNotFound,
} from '../envelopes';
import { sharingRoute, type PortalRouteOptions } from '../routing';

/**
 * The properties ArcGIS's Update User takes (Sharing API "Common parameters", User section)
 * that this portal does not change. A request naming any of them is refused as a whole, so a
 * client never believes a change was kept that was not.
 */
const UNSUPPORTED_PROPERTIES = [
  'access',
  'categories',
  'cultureFormat',
  'description',
  'email',
  'firstName',
  'fullname',
  'fullName',
  'lastName',
  'password',
  'preferredView',
  'region',
  'role',
  'securityAnswer',
  'securityQuestionIdx',
  'tags',
  'thumbnail',
  'units',
  'userLicenseTypeId',
  'userType',
];

type Change = { culture: string | null } | { nothing: true } | { refused: string };

/** What the parameters ask to change: the culture, nothing, or a reason to refuse. */
function changeOf(params: Record<string, string>, username: string): Change {
  const unsupported = UNSUPPORTED_PROPERTIES.filter((name) => name in params);
  if (unsupported.length > 0) {
    return {
      refused: `Only culture can be updated on this portal, not ${unsupported.join(', ')}.`,
    };
  }
  if (params.username !== undefined && params.username.toLowerCase() !== username.toLowerCase()) {
    return { refused: 'The user name cannot be modified.' };
  }
  const culture = params.culture;
  if (culture === undefined) return { nothing: true };
  // Empty fields change nothing unless clearEmptyFields says to clear them.
  if (culture === '') {
    return params.clearEmptyFields === 'true' ? { culture: null } : { nothing: true };
  }
  const known = portalCulture(culture);
  if (!known) return { refused: `culture must be one of ${PORTAL_CULTURES.join(', ')}.` };
  return { culture: known };
}

/**
 * `POST community/users/{username}/update` (ArcGIS's Update User) for `culture` alone: the
 * user themself or an organisation administrator; the user may be named by username or id.
 * Answers `{ success: true, username }`; every refusal is an envelope at HTTP 200 (trap 2).
 */
export const updateUserRoutes: FastifyPluginAsync<PortalRouteOptions> = async (app, { store }) => {
  sharingRoute(app, {
    path: '/community/users/:user/update',
    handler: async (request) => {
      if (request.method !== 'POST') return methodNotSupported();
      const caller = await identify(store, request);
      if (caller.kind === 'invalid') return invalidToken();
      if (caller.kind === 'anonymous') return tokenRequired();
      const user = await store.directory.user((request.params as { user: string }).user);
      if (!user || !canSeeUser(caller, user)) return userNotFound();
      if (!caller.isAdmin && caller.user.username !== user.username) return forbidden();

      const change = changeOf(readParams(request), user.username);
      if ('refused' in change) return cannotUpdateUser(change.refused);
      if ('culture' in change) {
        await store.directory.setCulture(user.username, change.culture, new Date());
      }
      return { success: true, username: user.username };
    },
  });
};
