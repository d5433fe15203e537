import './esriSetup';
import Basemap from '@arcgis/core/Basemap';
import FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import type { OfflineBasemapId } from './types';

interface BasemapStyle {
  title: string;
  /** Behind the land: lakes, the sea, other countries. */
  background: string;
  land: string;
  stateLine: string;
  countyLine: string;
}

const STYLES: Record<OfflineBasemapId, BasemapStyle> = {
  light: {
    title: 'Light',
    background: '#dce6ec',
    land: '#f6f6f1',
    stateLine: '#a8a99e',
    countyLine: '#cfd0c8',
  },
  dark: {
    title: 'Dark',
    background: '#1b2126',
    land: '#2c3136',
    stateLine: '#7a7d80',
    countyLine: '#4a4e52',
  },
};

const fill = (color: string, outline: string, width: number) =>
  new SimpleRenderer({
    symbol: new SimpleFillSymbol({ color, outline: { color: outline, width } }),
  });

/**
 * A basemap that needs no network beyond TIMS: the U.S. states and the state's counties, from
 * the Census boundaries TIMS serves as FeatureServers, in a light or a dark style.
 */
export function offlineBasemap(id: OfflineBasemapId, servicesUrl: string): Basemap {
  const style = STYLES[id];
  const reference = (service: string, renderer: SimpleRenderer, title: string) =>
    new FeatureLayer({
      url: `${servicesUrl}/${service}/FeatureServer/0`,
      title,
      renderer,
      popupEnabled: false,
      legendEnabled: false,
    });
  return new Basemap({
    id,
    title: style.title,
    baseLayers: [
      reference('States', fill(style.land, style.stateLine, 1.2), 'States'),
      reference('Counties', fill('rgba(0,0,0,0)', style.countyLine, 0.6), 'Counties'),
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
