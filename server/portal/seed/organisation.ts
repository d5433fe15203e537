import type { PortalGroupsTable, PortalUsersTable } from '../../db/schema';
import { GROUP_IDS, USER_IDS } from '../constants';
import type { Motif } from './thumbnails';

export type SeedUser = Omit<
  PortalUsersTable,
  'password_hash' | 'culture' | 'created_at' | 'modified_at'
>;

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
  /** The generated thumbnail's picture and background. */
  motif: Motif;
  colour: string;
  /** ISO date-times; without them the day the organisation was seeded. */
  created?: string;
  modified?: string;
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
const STAFF_MEMBER = { username: 'tims.staff', memberType: 'member' } as const;
const STAFF_ADMIN = { username: 'tims.staff', memberType: 'admin' } as const;

/**
 * The groups. The five gallery groups are featured (`featured_rank`), so they are the
 * `featuredGroups` of portals/self and the Map Viewers gallery; the basemap gallery group is
 * what `basemapGalleryGroupQuery` names. DOT Staff has the id of the staff group TIMS counts
 * (STAFF_GROUP_ID, or `GROUP_IDS.staff`): tims.admin and tims.staff are staff, tims.public not.
 */
export function seedGroups(adminGroupId: string, staffGroupId: string): SeedGroup[] {
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
      motif: 'shield',
      colour: '#3b3b3b',
    }),
    group({
      id: staffGroupId,
      title: 'DOT Staff',
      access: 'org',
      snippet: 'Department staff with access to internal maps and project drafts.',
      description:
        'Engineers, planners and district staff of the department. Items shared with this group are for staff only: the public never sees them.',
      tags: ['staff', 'internal'],
      featured_rank: null,
      members: [ADMIN_OWNER, STAFF_MEMBER],
      motif: 'people',
      colour: '#4d6b2f',
    }),
    group({
      id: GROUP_IDS.featuredMaps,
      title: 'Featured Maps',
      access: 'public',
      snippet: 'The department’s highlighted maps and map apps.',
      description:
        'A selection of the most used maps, apps and scenes of the department, from the construction season to the bridge inventory and the open data site.',
      tags: ['featured', 'maps', 'apps'],
      featured_rank: 1,
      members: [ADMIN_OWNER],
      motif: 'star',
      colour: '#007651',
      created: '2024-11-18T14:00:00Z',
      modified: '2026-06-02T10:00:00Z',
    }),
    group({
      id: GROUP_IDS.construction,
      title: 'Construction',
      access: 'public',
      snippet: 'What is being built, where and when: contracts, work zones and map books.',
      description:
        'Maps and dashboards of the projects under construction and about to sell: the construction season, district projects, major investments, resurfacing and the letting schedule.',
      tags: ['construction', 'projects', 'contracts'],
      featured_rank: 2,
      members: [ADMIN_OWNER, STAFF_MEMBER],
      motif: 'cones',
      colour: '#9e2a2b',
      created: '2024-11-20T15:30:00Z',
      modified: '2026-02-23T15:20:00Z',
    }),
    group({
      id: GROUP_IDS.trafficSafety,
      title: 'Traffic & Safety',
      access: 'public',
      snippet: 'Work zones, traffic operations and the highway safety program.',
      description:
        'Maps of active work zones, traffic signal and lighting projects, bike and pedestrian improvements and the projects of the Highway Safety Improvement Program.',
      tags: ['traffic', 'safety', 'work zones'],
      featured_rank: 3,
      members: [ADMIN_OWNER, STAFF_ADMIN],
      motif: 'signal',
      colour: '#a3262a',
      created: '2024-11-20T15:45:00Z',
      modified: '2025-11-12T14:50:00Z',
    }),
    group({
      id: GROUP_IDS.planning,
      title: 'Planning',
      access: 'public',
      snippet: 'The program ahead: the STIP, the four-year program and the long-range plan.',
      description:
        'Maps, dashboards and scenes of projects in development, the programmed fiscal years, the districts and counties, and the department’s open data.',
      tags: ['planning', 'STIP', 'program'],
      featured_rank: 4,
      members: [ADMIN_OWNER, STAFF_MEMBER],
      motif: 'pipeline',
      colour: '#00708f',
      created: '2024-12-02T15:00:00Z',
      modified: '2026-03-09T14:20:00Z',
    }),
    group({
      id: GROUP_IDS.bridges,
      title: 'Bridges',
      access: 'public',
      snippet: 'The bridge inventory, bridge conditions and the bridge program.',
      description:
        'The state’s bridges and their inspection ratings (for signed-in staff), and the replacement and rehabilitation projects of the bridge program.',
      tags: ['bridges', 'NBI', 'inspection'],
      featured_rank: 5,
      members: [ADMIN_OWNER, STAFF_ADMIN],
      motif: 'bridge',
      colour: '#1f5f8b',
      created: '2024-12-04T16:30:00Z',
      modified: '2026-02-09T11:30:00Z',
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
      motif: 'database',
      colour: '#2f6f8f',
    }),
    group({
      id: GROUP_IDS.basemaps,
      title: 'TIMS Basemaps',
      access: 'public',
      snippet: 'The basemaps offered by the TIMS map’s basemap picker.',
      description:
        'Web maps and web scenes used as basemaps: the portal’s basemap gallery (basemapGalleryGroupQuery of portals/self).',
      tags: ['basemaps', 'TIMS'],
      featured_rank: null,
      members: [ADMIN_OWNER],
      motif: 'layers',
      colour: '#4a5a6a',
    }),
  ];
}
