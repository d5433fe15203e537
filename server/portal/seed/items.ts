import { GROUP_IDS, ITEM_IDS } from '../constants';
import { BASEMAP_ITEMS } from './basemaps';
import { BRIDGE_ITEMS } from './bridgeItems';
import { CONSTRUCTION_ITEMS } from './constructionItems';
import { PLANNING_ITEMS } from './planningItems';
import { TYPE_KEYWORDS, timsPage, type SeedItem } from './seedItem';
import type { Motif } from './thumbnails';
import { TRAFFIC_SAFETY_ITEMS } from './trafficSafetyItems';
import { DISTRICTS, serviceUrl, webMap, type ServiceName } from './webMaps';

export type { SeedItem } from './seedItem';

/** When the feature services were published, shortly after the organisation was set up. */
const PUBLISHED = '2024-11-12T15:00:00Z';

const service = (name: ServiceName, id: string, snippet: string, motif: Motif): SeedItem => ({
  id,
  owner: 'tims.admin',
  title: `TIMS ${name}`,
  type: 'Feature Service',
  typeKeywords: [...TYPE_KEYWORDS['Feature Service']],
  snippet,
  description: `${snippet} Served by the TIMS API as an ArcGIS FeatureServer.`,
  tags: ['TIMS', name.toLowerCase(), 'feature service'],
  access: 'public',
  url: serviceUrl(name),
  data: null,
  groupIds: [GROUP_IDS.data],
  motif,
  colour: '#2f6f8f',
  created: PUBLISHED,
  modified: PUBLISHED,
  covers: 'state',
});

/** The Map Viewers gallery: web maps, apps, dashboards, experiences and scenes by group. */
export const GALLERY_ITEMS: SeedItem[] = [
  ...CONSTRUCTION_ITEMS,
  ...TRAFFIC_SAFETY_ITEMS,
  ...PLANNING_ITEMS,
  ...BRIDGE_ITEMS,
];

/**
 * The seeded content: the gallery, the basemap gallery, the data services, and a few items
 * outside any gallery.
 */
export const SEED_ITEMS: SeedItem[] = [
  ...GALLERY_ITEMS,
  ...BASEMAP_ITEMS,
  service('Projects', ITEM_IDS.projectsService, 'Programmed transportation projects.', 'roads'),
  service('Bridges', ITEM_IDS.bridgesService, 'Bridges with inspection ratings.', 'bridge'),
  service('Counties', ITEM_IDS.countiesService, 'County boundaries.', 'grid'),
  service('Districts', ITEM_IDS.districtsService, 'DOT district boundaries.', 'grid'),
  {
    id: ITEM_IDS.staffDraft,
    owner: 'tims.staff',
    title: 'Draft: Resurfacing Candidates',
    type: 'Web Map',
    typeKeywords: [...TYPE_KEYWORDS['Web Map']],
    snippet: 'Work in progress; not shared.',
    description: 'Candidate segments for next year’s resurfacing program.',
    tags: ['draft', 'resurfacing'],
    access: 'private',
    url: null,
    data: webMap([
      DISTRICTS,
      {
        service: 'Projects',
        title: 'Resurfacing candidates',
        where: "workType = 'Resurfacing' AND fiscalYear = 2027",
      },
    ]),
    groupIds: [],
    motif: 'roads',
    colour: '#666666',
    created: '2026-11-02T16:40:00Z',
    modified: '2026-11-21T10:05:00Z',
  },
  {
    id: ITEM_IDS.adminNotes,
    owner: 'tims.admin',
    title: 'TIMS Operations Notes',
    type: 'Document Link',
    typeKeywords: ['Data', 'Document', 'Link'],
    snippet: 'Runbook of the TIMS installation (organization only).',
    description: 'How TIMS is operated: releases, backups, contacts.',
    tags: ['TIMS', 'operations'],
    access: 'org',
    url: timsPage('support'),
    data: null,
    groupIds: [],
    motif: 'chart',
    colour: '#555555',
  },
];
