import type { PortalGroupsTable, PortalUsersTable } from '../../db/schema';
import { GROUP_IDS, USER_IDS } from '../constants';

export type SeedUser = Omit<PortalUsersTable, 'password_hash' | 'created_at' | 'modified_at'>;

/** The demo accounts (README): one administrator, one staff member, one user in no group. */
export const SEED_USERS: SeedUser[] = [
  {
    username: 'tims.admin',
    id: USER_IDS.admin,
    full_name: 'Alex Morgan',
    email: 'alex.morgan@dot.example.gov',
    role: 'org_admin',
    user_type: 'creatorUT',
    access: 'org',
  },
  {
    username: 'tims.staff',
    id: USER_IDS.staff,
    full_name: 'Sam Rivera, P.E.',
    email: 'sam.rivera@dot.example.gov',
    role: 'org_publisher',
    user_type: 'creatorUT',
    access: 'org',
  },
  {
    username: 'tims.public',
    id: USER_IDS.public,
    full_name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    role: 'org_user',
    user_type: 'viewerUT',
    access: 'org',
  },
];

export type SeedGroup = Omit<PortalGroupsTable, 'created_at' | 'modified_at' | 'tags'> & {
  tags: string[];
  members: { username: string; memberType: 'owner' | 'admin' | 'member' }[];
};

const group = (
  fields: Omit<
    SeedGroup,
    'owner' | 'is_invitation_only' | 'sort_field' | 'sort_order' | 'thumbnail'
  >,
): SeedGroup => ({
  owner: 'tims.admin',
  is_invitation_only: 1,
  sort_field: 'title',
  sort_order: 'asc',
  thumbnail: 'thumbnail.svg',
  ...fields,
});

const ADMIN_OWNER = { username: 'tims.admin', memberType: 'owner' } as const;

export function seedGroups(adminGroupId: string): SeedGroup[] {
  return [
    group({
      id: adminGroupId,
      title: 'TIMS Administrators',
      access: 'private',
      snippet: 'Members administer TIMS: notifications, map viewers and settings.',
      description: 'Membership in this group makes a user a TIMS administrator (ADMIN_GROUP_ID).',
      tags: ['TIMS', 'administration'],
      featured_rank: null,
      members: [ADMIN_OWNER],
    }),
    group({
      id: GROUP_IDS.staff,
      title: 'DOT Staff',
      access: 'org',
      snippet: 'Department staff with access to internal maps and project drafts.',
      description: 'Engineers, planners and district staff of the department.',
      tags: ['staff', 'internal'],
      featured_rank: null,
      members: [ADMIN_OWNER, { username: 'tims.staff', memberType: 'member' }],
    }),
    group({
      id: GROUP_IDS.featuredMaps,
      title: 'Featured Maps',
      access: 'public',
      snippet: 'The department’s highlighted maps and map apps.',
      description: 'Maps and apps shown in the TIMS map-viewer gallery.',
      tags: ['featured', 'maps'],
      featured_rank: 1,
      members: [ADMIN_OWNER],
    }),
    group({
      id: GROUP_IDS.trafficSafety,
      title: 'Traffic & Safety',
      access: 'public',
      snippet: 'Traffic counts, work zones and crash analysis.',
      description: 'Maps of traffic volumes, active work zones and safety improvement projects.',
      tags: ['traffic', 'safety'],
      featured_rank: 2,
      members: [ADMIN_OWNER, { username: 'tims.staff', memberType: 'admin' }],
    }),
    group({
      id: GROUP_IDS.data,
      title: 'TIMS Data',
      access: 'public',
      snippet: 'The feature services behind TIMS: projects, bridges, counties and districts.',
      description: 'Authoritative TIMS layers, published as ArcGIS FeatureServers.',
      tags: ['data', 'feature services'],
      featured_rank: null,
      members: [ADMIN_OWNER],
    }),
  ];
}
