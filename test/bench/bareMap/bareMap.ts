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

const view = new MapView({
  container: 'map',
  map: new EsriMap({
    basemap: new Basemap({
      baseLayers: [
        new FeatureLayer({ url: `${services}/States/FeatureServer/0` }),
        new FeatureLayer({ url: `${services}/Counties/FeatureServer/0` }),
      ],
    }),
    layers: [new FeatureLayer({ url: `${services}/Projects/FeatureServer/0` })],
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
