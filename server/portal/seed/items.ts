import { GROUP_IDS, ITEM_IDS, PUBLIC_URL_MARK } from '../constants';
import type { PortalItemsTable } from '../../db/schema';
import type { Motif } from './thumbnails';
import { BRIDGE_WEB_MAP, CONSTRUCTION_WEB_MAP, CRASH_WEB_MAP, serviceUrl } from './webMaps';

export interface SeedItem {
  id: string;
  owner: string;
  title: string;
  type: string;
  typeKeywords: string[];
  snippet: string;
  description: string;
  tags: string[];
  access: PortalItemsTable['access'];
  url: string | null;
  data: string | null;
  groupIds: string[];
  motif: Motif;
  colour?: string;
}

const APP_KEYWORDS = ['JavaScript', 'Map', 'Mapping Site', 'Online Map', 'Web Map', 'TIMS'];
const MAP_KEYWORDS = [
  'ArcGIS API for JavaScript',
  'Explorer Web Map',
  'Map',
  'Online Map',
  'Web Map',
];
const SERVICE_KEYWORDS = ['ArcGIS Server', 'Data', 'Feature Access', 'Feature Service', 'Service'];
const app = (path: string) => `${PUBLIC_URL_MARK}/tims/${path}`;

const service = (
  name: 'Projects' | 'Bridges' | 'Counties' | 'Districts',
  id: string,
  snippet: string,
  motif: Motif,
): SeedItem => ({
  id,
  owner: 'tims.admin',
  title: `TIMS ${name}`,
  type: 'Feature Service',
  typeKeywords: SERVICE_KEYWORDS,
  snippet,
  description: `${snippet} Served by the TIMS API as an ArcGIS FeatureServer.`,
  tags: ['TIMS', name.toLowerCase(), 'feature service'],
  access: 'public',
  url: serviceUrl(name),
  data: null,
  groupIds: [GROUP_IDS.data],
  motif,
  colour: '#2f6f8f',
});

/** The seeded content: gallery maps and apps, data services, and a few non-public items. */
export const SEED_ITEMS: SeedItem[] = [
  {
    id: ITEM_IDS.projectExplorer,
    owner: 'tims.admin',
    title: 'Statewide Project Explorer',
    type: 'Web Mapping Application',
    typeKeywords: APP_KEYWORDS,
    snippet: 'Find construction and maintenance projects by county, district or route.',
    description:
      'The TIMS project map: every programmed project with its phase, cost and schedule.',
    tags: ['projects', 'construction', 'STIP'],
    access: 'public',
    url: app('projects'),
    data: null,
    groupIds: [GROUP_IDS.featuredMaps],
    motif: 'roads',
  },
  {
    id: ITEM_IDS.constructionMap,
    owner: 'tims.admin',
    title: 'Construction Projects 2026',
    type: 'Web Map',
    typeKeywords: MAP_KEYWORDS,
    snippet: 'Projects under construction or starting this season, by DOT district.',
    description:
      'Active and upcoming construction projects drawn over the DOT district boundaries.',
    tags: ['projects', 'construction', 'districts'],
    access: 'public',
    url: null,
    data: CONSTRUCTION_WEB_MAP,
    groupIds: [GROUP_IDS.featuredMaps],
    motif: 'grid',
  },
  {
    id: ITEM_IDS.bridgeMap,
    owner: 'tims.admin',
    title: 'Bridge Inventory',
    type: 'Web Map',
    typeKeywords: MAP_KEYWORDS,
    snippet: 'State and local bridges with condition ratings from the latest inspections.',
    description: 'Bridges of the National Bridge Inventory in the state, by county.',
    tags: ['bridges', 'NBI', 'inspection'],
    access: 'public',
    url: null,
    data: BRIDGE_WEB_MAP,
    groupIds: [GROUP_IDS.featuredMaps],
    motif: 'bridge',
    colour: '#1f5f8b',
  },
  {
    id: ITEM_IDS.workZoneApp,
    owner: 'tims.staff',
    title: 'Work Zone Viewer',
    type: 'Web Mapping Application',
    typeKeywords: APP_KEYWORDS,
    snippet: 'Lane closures and work zones on state routes this week.',
    description: 'Planned and active work zones, updated daily by the districts.',
    tags: ['work zones', 'traffic', 'closures'],
    access: 'public',
    url: app('map'),
    data: null,
    groupIds: [GROUP_IDS.trafficSafety],
    motif: 'cones',
    colour: '#b35900',
  },
  {
    id: ITEM_IDS.trafficCountsApp,
    owner: 'tims.staff',
    title: 'Traffic Count Dashboard',
    type: 'Web Mapping Application',
    typeKeywords: APP_KEYWORDS,
    snippet: 'Annual average daily traffic (AADT) at count stations statewide.',
    description: 'Traffic volumes from continuous and short-term count stations.',
    tags: ['traffic', 'AADT', 'counts'],
    access: 'public',
    url: app('mapviewers'),
    data: null,
    groupIds: [GROUP_IDS.trafficSafety],
    motif: 'chart',
    colour: '#5b4a9e',
  },
  {
    id: ITEM_IDS.crashMap,
    owner: 'tims.staff',
    title: 'Highway Safety Improvement Projects',
    type: 'Web Map',
    typeKeywords: MAP_KEYWORDS,
    snippet: 'HSIP projects at high-crash locations, with counties for reference.',
    description: 'Safety projects funded by the Highway Safety Improvement Program.',
    tags: ['safety', 'HSIP', 'crashes'],
    access: 'public',
    url: null,
    data: CRASH_WEB_MAP,
    groupIds: [GROUP_IDS.trafficSafety],
    motif: 'shield',
    colour: '#a3262a',
  },
  service('Projects', ITEM_IDS.projectsService, 'Programmed transportation projects.', 'roads'),
  service('Bridges', ITEM_IDS.bridgesService, 'Bridges with inspection ratings.', 'bridge'),
  service('Counties', ITEM_IDS.countiesService, 'County boundaries.', 'grid'),
  service('Districts', ITEM_IDS.districtsService, 'DOT district boundaries.', 'grid'),
  {
    id: ITEM_IDS.staffShared,
    owner: 'tims.staff',
    title: 'District Maintenance Plan 2026',
    type: 'Web Map',
    typeKeywords: MAP_KEYWORDS,
    snippet: 'Resurfacing and maintenance planned by the districts (staff only).',
    description: 'Internal planning map shared with DOT Staff.',
    tags: ['maintenance', 'resurfacing', 'internal'],
    access: 'shared',
    url: null,
    data: CONSTRUCTION_WEB_MAP,
    groupIds: [GROUP_IDS.staff],
    motif: 'roads',
    colour: '#4d6b2f',
  },
  {
    id: ITEM_IDS.staffDraft,
    owner: 'tims.staff',
    title: 'Draft: Resurfacing Candidates',
    type: 'Web Map',
    typeKeywords: MAP_KEYWORDS,
    snippet: 'Work in progress; not shared.',
    description: 'Candidate segments for next year’s resurfacing program.',
    tags: ['draft', 'resurfacing'],
    access: 'private',
    url: null,
    data: CONSTRUCTION_WEB_MAP,
    groupIds: [],
    motif: 'roads',
    colour: '#666666',
  },
  {
    id: ITEM_IDS.adminNotes,
    owner: 'tims.admin',
    title: 'TIMS Operations Notes',
    type: 'Document Link',
    typeKeywords: ['Data', 'Document', 'Link'],
    snippet: 'Runbook of the TIMS installation (organisation only).',
    description: 'How TIMS is operated: releases, backups, contacts.',
    tags: ['TIMS', 'operations'],
    access: 'org',
    url: app('help'),
    data: null,
    groupIds: [],
    motif: 'chart',
    colour: '#555555',
  },
];
