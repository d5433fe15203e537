import './esriSetup';
import Basemap from '@arcgis/core/Basemap';
import FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import type { BasemapId } from './types';

interface BasemapStyle {
  title: string;
  /** Behind the land: lakes, the sea, other countries. */
  background: string;
  land: string;
  stateLine: string;
  countyLine: string;
}

const STYLES: Record<BasemapId, BasemapStyle> = {
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
export function offlineBasemap(id: BasemapId, servicesUrl: string): Basemap {
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

export function basemapBackground(id: BasemapId): string {
  return STYLES[id].background;
}
