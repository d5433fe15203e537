import { GROUP_IDS, PUBLIC_URL_MARK } from '../constants';
import type { PortalItemsTable } from '../../db/schema';
import type { Motif } from './thumbnails';
import { webMap, webScene, type LayerSpec } from './webMaps';

/** One seeded item, as the seed writes it (items.ts lists them). */
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
  /** ISO date-times; without them the day the organisation was seeded. */
  created?: string;
  modified?: string;
  /** The area the item shows, which becomes its `extent`: the whole state or one district. */
  covers?: 'state' | { district: number };
}

/** typeKeywords as ArcGIS Online writes them for each kind of item. */
export const TYPE_KEYWORDS = {
  'Web Map': ['ArcGIS API for JavaScript', 'Explorer Web Map', 'Map', 'Online Map', 'Web Map'],
  'Web Mapping Application': ['JavaScript', 'Map', 'Mapping Site', 'Online Map', 'Web Map'],
  Dashboard: ['Dashboard', 'Operations Dashboard'],
  'Web Experience': [
    'EXB Experience',
    'JavaScript',
    'Ready To Use',
    'status: Published',
    'Web Application',
    'Web Experience',
  ],
  'Web Scene': ['3D', 'Map', 'Scene', 'ViewingMode-Global', 'Web Scene'],
  'Feature Service': ['ArcGIS Server', 'Data', 'Feature Access', 'Feature Service', 'Service'],
} as const;

/** A TIMS page as an item URL: `{PUBLIC_URL}/tims/{path}`, expanded when served. */
export const timsPage = (path: string) => `${PUBLIC_URL_MARK}/tims/${path}`;

/** Shared with DOT Staff and one gallery group: staff see it, the public never does. */
export const staffOnly = (galleryGroupId: string) => ({
  access: 'shared' as const,
  groupIds: [GROUP_IDS.staff, galleryGroupId],
});

type Described = Pick<
  SeedItem,
  'id' | 'owner' | 'title' | 'snippet' | 'description' | 'tags' | 'colour' | 'covers'
> & {
  created: string;
  modified: string;
  /** Public unless said otherwise. */
  access?: SeedItem['access'];
  groupIds: string[];
  motif?: Motif;
  /** Added to the type's own keywords. */
  keywords?: string[];
};

function item(
  type: keyof typeof TYPE_KEYWORDS,
  fields: Described,
  rest: Pick<SeedItem, 'url' | 'data' | 'motif'>,
): SeedItem {
  const { keywords = [], access = 'public', motif: _motif, ...described } = fields;
  return {
    ...described,
    ...rest,
    type,
    typeKeywords: [...TYPE_KEYWORDS[type], ...keywords],
    access,
  };
}

/** A web map over TIMS's FeatureServers: it opens in TIMS at /map/wid/{id}. */
export function webMapItem(fields: Described & { layers: LayerSpec[] }): SeedItem {
  const { layers, ...described } = fields;
  return item(
    'Web Map',
    { covers: 'state', ...described },
    {
      url: null,
      data: webMap(layers),
      motif: fields.motif ?? 'pins',
    },
  );
}

/** A web scene: no URL of its own; it opens on the portal's item page. */
export function webSceneItem(fields: Described & { layers: LayerSpec[] }): SeedItem {
  const { layers, ...described } = fields;
  return item(
    'Web Scene',
    { covers: 'state', ...described },
    {
      url: null,
      data: webScene(layers),
      motif: fields.motif ?? 'scene',
    },
  );
}

/** A web app, dashboard or Experience Builder app whose URL is a TIMS page. */
export function appItem(
  type: 'Web Mapping Application' | 'Dashboard' | 'Web Experience',
  fields: Described & { path: string },
): SeedItem {
  const { path, ...described } = fields;
  const motif =
    type === 'Dashboard' ? 'dashboard' : type === 'Web Experience' ? 'experience' : 'roads';
  return item(type, described, { url: timsPage(path), data: null, motif: fields.motif ?? motif });
}
