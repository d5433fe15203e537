import './esriSetup';
import Basemap from '@arcgis/core/Basemap';
import WebTileLayer from '@arcgis/core/layers/WebTileLayer';
import TileInfo from '@arcgis/core/layers/support/TileInfo';
import type { OfflineBasemapId } from './types';

interface BasemapStyle {
  title: string;
  /** Behind the land: lakes, the sea, other countries (as the tiles paint it). */
  background: string;
  /** The style of TIMS's tiles (server/tiles) the basemap is drawn from. */
  tiles: 'light-gray' | 'dark-gray';
}

const STYLES: Record<OfflineBasemapId, BasemapStyle> = {
  light: { title: 'Light', background: '#d6e0e6', tiles: 'light-gray' },
  dark: { title: 'Dark', background: '#1b2023', tiles: 'dark-gray' },
};

/** The levels TIMS draws its tiles at (0–14); deeper, the view scales level 14 up. */
const TILE_LEVELS = 15;

/**
 * A basemap that needs no network beyond TIMS: the U.S. states and the state's counties (with
 * their names), drawn by TIMS as raster tiles from the Census boundaries (server/tiles), in a
 * light or a dark style. Tiles rather than the boundaries' FeatureServers: an image per tile is
 * what a map draws fastest (the polygons of every state and county cost seconds to read,
 * tessellate and draw in software WebGL), and the same tiles serve every visitor from cache.
 */
export function offlineBasemap(id: OfflineBasemapId, servicesUrl: string): Basemap {
  const style = STYLES[id];
  const tilesUrl = servicesUrl.replace(/\/rest\/services$/, '/tiles');
  return new Basemap({
    id,
    title: style.title,
    baseLayers: [
      new WebTileLayer({
        title: style.title,
        urlTemplate: `${tilesUrl}/${style.tiles}/{level}/{col}/{row}.png`,
        tileInfo: TileInfo.create({ numLODs: TILE_LEVELS }),
        copyright: 'Boundaries: U.S. Census Bureau (us-atlas); drawn by TIMS',
      }),
    ],
  });
}

export function basemapBackground(id: OfflineBasemapId): string {
  return STYLES[id].background;
}

/**
 * A web map or web scene of the portal's basemap gallery as a basemap: the item and its data
 * (`baseMap`) read through the portal (the registered token included), and every layer loaded,
 * so a basemap that cannot be drawn fails here rather than leaving the map blank.
 */
export async function portalBasemap(itemId: string): Promise<Basemap> {
  const basemap = new Basemap({ portalItem: { id: itemId } });
  try {
    await basemap.load();
    const layers = [...basemap.baseLayers, ...basemap.referenceLayers];
    if (layers.length === 0) {
      throw Object.assign(new Error('This basemap has no layers'), { name: 'basemap:empty' });
    }
    await Promise.all(layers.map((layer) => layer.load()));
    return basemap;
  } catch (error) {
    basemap.destroy();
    throw error;
  }
}
