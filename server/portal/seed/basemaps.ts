import { MAX_ZOOM } from '../../tiles/tileMath';
import type { TileStyleName } from '../../tiles/tileStyles';
import { GROUP_IDS, PUBLIC_URL_MARK } from '../constants';
import { TYPE_KEYWORDS, type SeedItem } from './seedItem';
import type { Motif } from './thumbnails';

/** The basemap gallery's web maps (fixed ids, like every seeded item's). */
export const BASEMAP_ITEM_IDS = {
  lightGray: '7f34b4511751a1d24704e68b224e4084',
  darkGray: '79476850b32bbbd65ffbcb81aad8e111',
  districts: 'e6a5b8ba2c2023fb375353ac606647f6',
} as const;

/** Web Mercator's square, in metres. */
const HALF_WORLD = 20037508.342787;
const LEVEL_0_SCALE = 591657527.591555;
const LEVEL_0_RESOLUTION = 156543.03392800014;

/**
 * The tiling scheme of the tiles (Web Mercator, 256 pixels, levels 0–14), written out so a
 * client does not ask for levels TIMS does not draw.
 */
const TILE_INFO = {
  rows: 256,
  cols: 256,
  dpi: 96,
  format: 'png8',
  compressionQuality: 0,
  origin: { x: -HALF_WORLD, y: HALF_WORLD },
  spatialReference: { wkid: 102100, latestWkid: 3857 },
  lods: Array.from({ length: MAX_ZOOM + 1 }, (_, level) => ({
    level,
    resolution: LEVEL_0_RESOLUTION / 2 ** level,
    scale: LEVEL_0_SCALE / 2 ** level,
  })),
};

const COPYRIGHT = 'Boundaries: U.S. Census Bureau (us-atlas); drawn by TIMS';

/**
 * A web map whose basemap is one of TIMS's tile styles (`GET /tims/api/tiles/{style}/…`,
 * server/tiles) as a `WebTiledLayer`, the layer type @arcgis/core reads in a basemap, with no
 * operational layers: the web map is only its basemap.
 */
function basemapWebMap(style: TileStyleName, title: string): string {
  return JSON.stringify({
    operationalLayers: [],
    baseMap: {
      baseMapLayers: [
        {
          id: `tims-${style}`,
          title,
          layerType: 'WebTiledLayer',
          templateUrl: `${PUBLIC_URL_MARK}/tims/api/tiles/${style}/{level}/{col}/{row}.png`,
          copyright: COPYRIGHT,
          fullExtent: {
            xmin: -HALF_WORLD,
            ymin: -HALF_WORLD,
            xmax: HALF_WORLD,
            ymax: HALF_WORLD,
            spatialReference: { wkid: 102100, latestWkid: 3857 },
          },
          tileInfo: TILE_INFO,
          visibility: true,
          opacity: 1,
        },
      ],
      title,
    },
    spatialReference: { wkid: 102100, latestWkid: 3857 },
    authoringApp: 'TIMS local portal',
    authoringAppVersion: '1.0',
    version: '2.35',
  });
}

/** When the basemaps were published, with the first web maps. */
const PUBLISHED = '2024-11-18T15:00:00Z';

interface BasemapSpec {
  id: string;
  style: TileStyleName;
  title: string;
  snippet: string;
  tags: string[];
  motif: Motif;
  colour: string;
}

const basemapItem = (spec: BasemapSpec): SeedItem => ({
  id: spec.id,
  owner: 'tims.admin',
  title: spec.title,
  type: 'Web Map',
  typeKeywords: [...TYPE_KEYWORDS['Web Map'], 'Basemap'],
  snippet: spec.snippet,
  description: `${spec.snippet} Tiles drawn by TIMS from the Census boundaries of the states and the state's counties; they need no connection beyond TIMS.`,
  tags: ['basemap', 'TIMS', ...spec.tags],
  access: 'public',
  url: null,
  data: basemapWebMap(spec.style, spec.title),
  groupIds: [GROUP_IDS.basemaps],
  motif: spec.motif,
  colour: spec.colour,
  created: PUBLISHED,
  modified: PUBLISHED,
  covers: 'state',
});

/** The basemap gallery group's items (`basemapGalleryGroupQuery`), for the map's picker. */
export const BASEMAP_ITEMS: SeedItem[] = [
  basemapItem({
    id: BASEMAP_ITEM_IDS.lightGray,
    style: 'light-gray',
    title: 'Light Gray Canvas (TIMS)',
    snippet: 'A quiet light basemap: the state and its counties over the neighbouring states.',
    tags: ['light', 'gray', 'counties'],
    motif: 'layers',
    colour: '#7d878d',
  }),
  basemapItem({
    id: BASEMAP_ITEM_IDS.darkGray,
    style: 'dark-gray',
    title: 'Dark Gray Canvas (TIMS)',
    snippet: 'A dark basemap that lets bright project symbols stand out.',
    tags: ['dark', 'gray', 'counties'],
    motif: 'layers',
    colour: '#2a2f33',
  }),
  basemapItem({
    id: BASEMAP_ITEM_IDS.districts,
    style: 'districts',
    title: 'Districts (TIMS)',
    snippet: 'The DOT districts, each tinted, with their county lines and names.',
    tags: ['districts', 'counties'],
    motif: 'layers',
    colour: '#2f6b57',
  }),
];
