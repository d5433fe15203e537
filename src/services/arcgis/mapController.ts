import { configurePortal } from './esriSetup';
import type Basemap from '@arcgis/core/Basemap';
import EsriMap from '@arcgis/core/Map';
import WebMap from '@arcgis/core/WebMap';
import Extent from '@arcgis/core/geometry/Extent';
import Point from '@arcgis/core/geometry/Point';
import type Layer from '@arcgis/core/layers/Layer';
import type FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import TileInfo from '@arcgis/core/layers/support/TileInfo';
import MapView from '@arcgis/core/views/MapView';
import ColorBackground from '@arcgis/core/webmap/background/ColorBackground';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import * as webMercatorUtils from '@arcgis/core/geometry/support/webMercatorUtils';
import { basemapBackground, offlineBasemap, portalBasemap } from './basemaps';
import { errorCodeOf } from './errors';
import { createLayer, isProjectsLayer, type LayerOptions } from './layers';
import { applyLayerTexts } from './layerTexts';
import { drawnParts, legendOf } from './legend';
import { attachLegendWidget } from './legendWidget';
import { createMeasurementSlot } from './measurementSlot';
import { anchorOf, identifyAtCentre, identifyOnClick, reopenPopup } from './popups';
import { watchLayer } from './layerStatus';
import {
  isOfflineBasemap,
  type BasemapId,
  type Extent as Wgs84Extent,
  type LayerSpec,
  type MapController,
  type MapEvents,
  type MapTexts,
  type Viewpoint,
} from './types';

export interface MapOptions extends Omit<LayerOptions, 'texts'> {
  /** The texts handed to @arcgis/core, in the interface language (`setTexts` replaces them). */
  texts: MapTexts;
  /** The department's portal: web maps and items come from it. */
  portalUrl: string | null;
  /** `…/tims/api/rest/services`: the TIMS FeatureServers (basemap, projects). */
  servicesUrl: string;
  basemap: BasemapId;
  initial: { viewpoint: Viewpoint } | { extent: Wgs84Extent };
  events: MapEvents;
}

/** How close a project is shown: a few miles across. */
const PROJECT_SCALE = 36_000;

function toExtent([xmin, ymin, xmax, ymax]: Wgs84Extent): Extent {
  return new Extent({ xmin, ymin, xmax, ymax, spatialReference: { wkid: 4326 } });
}

/**
 * The live map of the map screen: a MapView on an offline basemap, its layers kept to what the
 * store says through the methods the sagas call, and every change of the view reported back as
 * an event. Nothing of it enters the store.
 */
export function createMapController(container: HTMLDivElement, options: MapOptions): MapController {
  const { events } = options;
  let texts = options.texts;
  if (options.portalUrl) configurePortal(options.portalUrl);
  // What the map shows under the layers; a portal basemap replaces it once it has loaded.
  let shown: { id: BasemapId; basemap: Basemap } = {
    id: isOfflineBasemap(options.basemap) ? options.basemap : 'light',
    basemap: offlineBasemap(
      isOfflineBasemap(options.basemap) ? options.basemap : 'light',
      options.servicesUrl,
    ),
  };
  // The latest choice: an earlier one that loads later is dropped.
  let basemapRequest = 0;
  const map = new EsriMap({ basemap: shown.basemap });
  const view = new MapView({
    container,
    map,
    ...('extent' in options.initial
      ? { extent: toExtent(options.initial.extent) }
      : {
          center: options.initial.viewpoint.center,
          scale: options.initial.viewpoint.scale,
        }),
    background: { color: basemapBackground(isOfflineBasemap(shown.id) ? shown.id : 'light') },
    // Web Mercator, as every web map: the offline basemap's layers are in WGS84 and would
    // otherwise make the view a plate carrée.
    spatialReference: { wkid: 102100 },
    constraints: {
      rotationEnabled: false,
      minScale: 40_000_000,
      // The web's 24 zoom levels, whatever the basemap: a tiled one (a portal basemap) would
      // bring its own, and the view would jump to them and stop at the last (TIMS draws its
      // tiles to level 14; deeper, they are scaled up).
      lods: TileInfo.create().lods,
    },
    popup: { dockEnabled: false, dockOptions: { buttonEnabled: false } },
  });
  const stopWatching: (() => void)[] = [];
  const layerWatchers = new Map<string, () => void>();

  const report = () => {
    if (!view.extent || !view.center) return;
    const extent = webMercatorUtils.webMercatorToGeographic(view.extent) as Extent;
    events.viewChanged({
      viewpoint: {
        center: [view.center.longitude ?? 0, view.center.latitude ?? 0],
        scale: view.scale,
      },
      extent: [extent.xmin, extent.ymin, extent.xmax, extent.ymax],
    });
  };
  const moved = reactiveUtils.when(() => view.stationary, report);
  // Busy until the view is ready and has drawn what it should.
  const updating = reactiveUtils.watch(
    () => !view.ready || view.updating,
    (value) => events.updatingChanged(value),
    { initial: true },
  );
  stopWatching.push(
    () => moved.remove(),
    () => updating.remove(),
  );

  const track = (layer: Layer) => {
    layerWatchers.get(layer.id)?.();
    layerWatchers.set(layer.id, watchLayer(view, layer, events));
  };

  /** The texts of the interface language on a layer, now and when it has loaded. */
  const dress = (layer: Layer) => applyLayerTexts(layer, () => texts, options);

  const createLayerOrReport = async (spec: LayerSpec): Promise<Layer | null> => {
    try {
      return await createLayer(spec, {
        texts,
        detailsPath: options.detailsPath,
        servicesUrl: options.servicesUrl,
      });
    } catch (error) {
      events.layerStatusChanged({
        id: spec.id,
        status: errorCodeOf(error) === 'needs-sign-in' ? 'needs-sign-in' : 'failed',
        message: (error as Error).message,
      });
      return null;
    }
  };

  const add = async (spec: LayerSpec, index?: number) => {
    const layer = await createLayerOrReport(spec);
    if (layer) {
      track(layer);
      dress(layer);
      map.add(layer, index);
    }
    return layer;
  };

  const findLayer = (id: string) => map.findLayerById(id) as Layer | undefined;

  /** The map's layer of every project as a point (the default map's, or a web map's). */
  const projectsLayer = (): FeatureLayer | undefined =>
    map.allLayers.find((layer) => {
      if (layer.type !== 'feature') return false;
      const { url, layerId } = layer as FeatureLayer;
      return layerId === 0 && isProjectsLayer(`${url}/${layerId}`);
    }) as FeatureLayer | undefined;

  const measurement = createMeasurementSlot(view, events);
  // Zoomed out, a click on the projects' squares lists the projects in the square clicked.
  stopWatching.push(identifyOnClick(view, () => measurement.active));

  /** Puts a basemap under whatever the view shows (the default map or a web map). */
  const showBasemap = (id: BasemapId, basemap: Basemap) => {
    shown = { id, basemap };
    if (view.map) view.map.basemap = basemap;
    // A portal basemap's tiles cover the map; the offline ones need the sea behind the land.
    view.background = isOfflineBasemap(id)
      ? new ColorBackground({ color: basemapBackground(id) })
      : null;
  };

  /** A copy of the basemap shown, for a web map that brings none of its own. */
  const shownBasemapCopy = () =>
    isOfflineBasemap(shown.id)
      ? offlineBasemap(shown.id, options.servicesUrl)
      : shown.basemap.clone();

  const choosePortalBasemap = async (id: BasemapId, request: number) => {
    events.basemapStatusChanged({ id, status: 'loading' });
    const failed = (error: unknown) =>
      events.basemapStatusChanged({
        id,
        status: 'failed',
        shown: shown.id,
        code: errorCodeOf(error),
        message: (error as Error).message,
      });
    let basemap: Basemap;
    try {
      basemap = await portalBasemap(id);
    } catch (error) {
      if (request === basemapRequest) failed(error);
      return;
    }
    if (request !== basemapRequest) return basemap.destroy();
    const previous = shown;
    showBasemap(id, basemap);
    try {
      // A layer this 2D view cannot draw (a web scene's, say) fails here.
      await Promise.all(basemap.baseLayers.map((layer) => view.whenLayerView(layer)));
      if (request === basemapRequest) events.basemapStatusChanged({ id, status: 'loaded' });
    } catch (error) {
      if (request !== basemapRequest) return;
      showBasemap(previous.id, previous.basemap);
      failed(error);
    }
  };

  const controller: MapController = {
    setBasemap(id) {
      basemapRequest += 1;
      if (isOfflineBasemap(id)) showBasemap(id, offlineBasemap(id, options.servicesUrl));
      else void choosePortalBasemap(id, basemapRequest);
    },

    async setLayers(specs) {
      for (const stop of layerWatchers.values()) stop();
      layerWatchers.clear();
      map.removeAll();
      // Made in parallel, added in order: the drawing order is the specs' order.
      const layers = await Promise.all(specs.map(createLayerOrReport));
      for (const layer of layers) {
        if (!layer) continue;
        track(layer);
        dress(layer);
        map.add(layer);
      }
    },

    addLayer(spec, zoomTo, index) {
      void add(spec, index).then(async (layer) => {
        if (!layer || !zoomTo) return;
        await layer.load();
        const extent = (layer as FeatureLayer).fullExtent;
        if (extent) await view.goTo(extent.expand(1.1)).catch(() => undefined);
      });
    },

    removeLayer(id) {
      const layer = findLayer(id);
      layerWatchers.get(id)?.();
      layerWatchers.delete(id);
      if (layer) map.remove(layer);
    },

    setLayerVisible(id, visible) {
      const layer = findLayer(id);
      if (layer) layer.visible = visible;
    },

    setLayerOpacity(id, opacity) {
      const layer = findLayer(id);
      if (layer) layer.opacity = opacity;
    },

    moveLayer(id, index) {
      const layer = findLayer(id);
      if (layer) map.reorder(layer, index);
    },

    async openWebMap(itemId) {
      const webMap = new WebMap({ portalItem: { id: itemId } });
      try {
        await webMap.load();
      } catch (error) {
        events.documentFailed({ code: errorCodeOf(error), message: (error as Error).message });
        return;
      }
      // A web map with no basemap of its own (the local portal's) gets the offline one.
      if (!webMap.basemap || webMap.basemap.baseLayers.length === 0) {
        webMap.basemap = shownBasemapCopy();
      }
      for (const layer of webMap.layers) track(layer);
      for (const layer of webMap.allLayers) dress(layer);
      view.map = webMap;
      events.layersDiscovered(
        webMap.layers.toArray().map((layer) => ({
          id: layer.id,
          title: layer.title ?? layer.id,
          visible: layer.visible,
          opacity: layer.opacity,
          source: sourceOf(layer),
        })),
      );
      const extent = webMap.portalItem?.extent ?? null;
      events.documentLoaded({
        title: webMap.portalItem?.title ?? null,
        extent: extent ? [extent.xmin, extent.ymin, extent.xmax, extent.ymax] : null,
      });
      if (webMap.initialViewProperties?.viewpoint) {
        await view.goTo(webMap.initialViewProperties.viewpoint).catch(() => undefined);
      } else if (extent) {
        await view.goTo(extent).catch(() => undefined);
      }
    },

    async goTo(target) {
      const goal =
        'extent' in target
          ? toExtent(target.extent)
          : {
              center: new Point({
                longitude: target.viewpoint.center[0],
                latitude: target.viewpoint.center[1],
              }),
              scale: target.viewpoint.scale,
            };
      await view.goTo(goal).catch(() => undefined);
    },

    async showProject(pid) {
      if (!/^\d{6}$/.test(pid)) return false;
      const layer = projectsLayer();
      if (!layer) return false;
      await Promise.all([view.when(), layer.load()]);
      const { features } = await layer.queryFeatures({
        where: `pid = '${pid}'`,
        outFields: ['*'],
        returnGeometry: true,
        outSpatialReference: view.spatialReference,
      });
      const feature = features[0];
      if (!feature?.geometry) return false;
      const anchor = anchorOf(feature.geometry) ?? undefined;
      await view.goTo({ target: anchor, scale: PROJECT_SCALE }).catch(() => undefined);
      const layerView = await view.whenLayerView(layer);
      const highlight = layerView.highlight(feature);
      stopWatching.push(() => highlight.remove());
      await view.openPopup({ features: [feature], location: anchor });
      return true;
    },

    identifyAtCentre: () => identifyAtCentre(view),

    measure: (tool, unit) => measurement.set(tool, unit),
    addMeasurePoint: () => measurement.addPoint(),
    removeMeasurePoint: () => measurement.removePoint(),
    finishMeasurement: () => measurement.finish(),

    async screenshot(width, height) {
      const shot = await view.takeScreenshot({ width, height, format: 'png' });
      const latitude = view.center?.latitude ?? 0;
      return {
        dataUrl: shot.dataUrl,
        width,
        height,
        metresPerPixel:
          view.resolution * (view.width / width) * Math.cos((latitude * Math.PI) / 180),
        legend: map.layers
          .toArray()
          .filter((layer) => layer.visible)
          .map((layer) => ({
            title: layer.title ?? '',
            entries: drawnParts(layer, view.scale).flatMap(legendOf),
          }))
          .filter((layer) => layer.entries.length > 0),
      };
    },

    setTexts(next) {
      texts = next;
      // The layers and the legend take them in place: the view, its extent and its layers stay.
      for (const layer of view.map?.allLayers ?? []) dress(layer);
      reopenPopup(view);
    },

    attachLegend: (element, failed) => attachLegendWidget(view, element, failed),

    destroy() {
      basemapRequest += 1;
      measurement.destroy();
      for (const stop of [...stopWatching, ...layerWatchers.values()]) stop();
      view.destroy();
    },
  };
  // A portal basemap named by the store (a link, an earlier choice) loads after the view.
  if (!isOfflineBasemap(options.basemap)) controller.setBasemap(options.basemap);
  return controller;
}

/** What a web map's layer can be saved as: a FeatureServer layer URL or its portal item. */
function sourceOf(layer: Layer): LayerSpec['source'] | null {
  if (layer.type === 'feature') {
    const feature = layer as FeatureLayer;
    if (feature.url) return { kind: 'service', url: `${feature.url}/${feature.layerId}` };
  }
  const item = (layer as { portalItem?: { id?: string } }).portalItem;
  return item?.id ? { kind: 'portal-item', itemId: item.id } : null;
}
