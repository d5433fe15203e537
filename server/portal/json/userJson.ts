import { ORG_ID } from '../constants';
import type { Membership, PortalUser } from '../store/directory';
import { groupJson } from './groupJson';

const PRIVILEGES: Record<PortalUser['role'], string[]> = {
  org_admin: [
    'features:user:edit',
    'portal:admin:shareToGroup',
    'portal:admin:updateItems',
    'portal:admin:viewGroups',
    'portal:admin:viewItems',
    'portal:admin:viewUsers',
    'portal:user:createGroup',
    'portal:user:createItem',
    'portal:user:joinGroup',
    'portal:user:shareToGroup',
    'portal:user:shareToOrg',
    'portal:user:shareToPublic',
  ],
  org_publisher: [
    'features:user:edit',
    'portal:publisher:publishFeatures',
    'portal:user:createItem',
    'portal:user:joinGroup',
    'portal:user:shareToGroup',
    'portal:user:shareToOrg',
  ],
  org_user: ['portal:user:joinGroup', 'portal:user:viewOrgGroups', 'portal:user:viewOrgItems'],
};

const ms = (iso: string) => Date.parse(iso);

/**
 * The PortalUser JSON (contract §2.5). `id` is the 32-hex id: @arcgis/core builds the user's
 * URLs from it, and community/users accepts it as well as the username. `culture` is the
 * language the user chose (community/users/{username}/update), `null` when never chosen: as on
 * ArcGIS, clients then fall back to the portal's culture (`user.culture || portal.culture`) or
 * their own — the first visit of a user who never chose follows the browser's languages.
 */
export function userJson(user: PortalUser): Record<string, unknown> {
  return {
    username: user.username,
    id: user.id,
    fullName: user.full_name,
    firstName: user.full_name.split(' ')[0],
    lastName: user.full_name.split(' ').slice(1).join(' '),
    email: user.email,
    orgId: ORG_ID,
    role: user.role,
    roleId: user.role,
    privileges: PRIVILEGES[user.role],
    userType: user.user_type,
    userLicenseTypeId: user.user_type,
    access: user.access,
    culture: user.culture,
    region: 'US',
    units: 'english',
    thumbnail: null,
    description: null,
    tags: [],
    provider: 'arcgis',
    created: ms(user.created_at),
    modified: ms(user.modified_at),
  };
}

/** With `groups`, as community/self and community/users/{self} answer. */
export function userWithGroupsJson(user: PortalUser, memberships: Membership[]) {
  return {
    ...userJson(user),
    groups: memberships.map(({ group, memberType }) => ({
      ...groupJson(group),
      userMembership: { username: user.username, memberType },
    })),
  };
}
