/**
 * The yardstick of `bench:map`: @arcgis/core alone, no React, no Redux, no TIMS, drawing the
 * same layers as TIMS's map at the same extent — the offline basemap (States, Counties) and the
 * Projects FeatureServer layer — and noting when the first complete draw is done.
 */
import esriConfig from '@arcgis/core/config';
import '@arcgis/core/assets/esri/themes/light/main.css';
import Basemap from '@arcgis/core/Basemap';
import EsriMap from '@arcgis/core/Map';
import Extent from '@arcgis/core/geometry/Extent';
import FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import WebTileLayer from '@arcgis/core/layers/WebTileLayer';
import MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';

declare global {
  interface Window {
    __drawnAt?: number;
  }
}

esriConfig.assetsPath = '/tims/assets';
const services = `${window.location.origin}/tims/api/rest/services`;
const params = new URLSearchParams(window.location.search);
const [xmin, ymin, xmax, ymax] = (params.get('extent') ?? '-84.82,38.4,-80.52,41.98')
  .split(',')
  .map(Number);

/**
 * `?basemap=`: `features` (the default, as TIMS's offline basemap: States and Counties drawn
 * from their FeatureServers), `tiles` (TIMS's own raster tiles of the same geography), `none`.
 */
function baseLayers(kind: string | null) {
  if (kind === 'none') return [];
  if (kind === 'tiles') {
    return [
      new WebTileLayer({
        urlTemplate: `${window.location.origin}/tims/api/tiles/light-gray/{level}/{col}/{row}.png`,
      }),
    ];
  }
  return [
    new FeatureLayer({ url: `${services}/States/FeatureServer/0` }),
    new FeatureLayer({ url: `${services}/Counties/FeatureServer/0` }),
  ];
}

const view = new MapView({
  container: 'map',
  map: new EsriMap({
    basemap: new Basemap({ baseLayers: baseLayers(params.get('basemap')) }),
    // `?projects=none`: the basemap alone, the floor under any drawing of the projects.
    layers:
      params.get('projects') === 'none'
        ? []
        : [new FeatureLayer({ url: `${services}/Projects/FeatureServer/0` })],
  }),
  extent: new Extent({ xmin, ymin, xmax, ymax, spatialReference: { wkid: 4326 } }),
  spatialReference: { wkid: 102100 },
});

(window as unknown as { __view: MapView }).__view = view;
void reactiveUtils
  .whenOnce(() => view.ready && !view.updating)
  .then(() => reactiveUtils.whenOnce(() => !view.updating))
  .then(() => {
    window.__drawnAt = performance.now();
  });
