import type {
  LayerSpec,
  MapController,
  MapImage,
  MapTexts,
  MeasureTool,
} from '../../../src/services/arcgis/types';
import type { MapOptions } from '../../../src/services/arcgis/mapController';

/** Every call the app made on the (fake) live map, for tests to read. */
export interface RecordedCall {
  method: keyof MapController;
  args: unknown[];
}

export const mapCalls: RecordedCall[] = [];

/** Projects the fake map "finds" for showProject (the default: every six-digit PID). */
export const knownProjects = { has: (pid: string) => /^\d{6}$/.test(pid) };

/** Texts for the fake map: the sagas never read them. */
export const blankMapTexts: MapTexts = {
  popup: {
    phase: '',
    workType: '',
    counties: '',
    routes: '',
    saleDate: '',
    estimatedCost: '',
    details: '',
    districtTitle: '',
    district: '',
    bridgeTitle: '',
    county: '',
    route: '',
    featureCrossed: '',
    yearBuilt: '',
    deckRating: '',
    superstructureRating: '',
    substructureRating: '',
    condition: '',
  },
  layerTitles: {},
  values: {},
  other: '',
  squares: '',
};

/**
 * The map controller of unit tests: no @arcgis/core, no WebGL. It records what the sagas ask
 * and answers as the live map would (layers load, a screenshot is an image).
 */
export function createMapController(
  _container: HTMLDivElement,
  options: MapOptions,
): MapController {
  const record = (method: keyof MapController, ...args: unknown[]) =>
    mapCalls.push({ method, args });
  const loaded = (layers: LayerSpec[]) => {
    for (const layer of layers)
      options.events.layerStatusChanged({ id: layer.id, status: 'loaded' });
  };
  return {
    setBasemap: (id) => void record('setBasemap', id),
    async setLayers(layers) {
      record('setLayers', layers);
      loaded(layers);
    },
    addLayer(layer, zoomTo, index) {
      record('addLayer', layer, zoomTo, ...(index === undefined ? [] : [index]));
      loaded([layer]);
    },
    removeLayer: (id) => void record('removeLayer', id),
    setLayerVisible: (id, visible) => void record('setLayerVisible', id, visible),
    setLayerOpacity: (id, opacity) => void record('setLayerOpacity', id, opacity),
    moveLayer: (id, index) => void record('moveLayer', id, index),
    async openWebMap(itemId) {
      record('openWebMap', itemId);
    },
    async goTo(target) {
      record('goTo', target);
    },
    async showProject(pid) {
      record('showProject', pid);
      return knownProjects.has(pid);
    },
    async identifyAtCentre() {
      record('identifyAtCentre');
      return 0;
    },
    measure: (tool: MeasureTool | null, unit) => void record('measure', tool, unit),
    addMeasurePoint: () => void record('addMeasurePoint'),
    removeMeasurePoint: () => void record('removeMeasurePoint'),
    finishMeasurement: () => void record('finishMeasurement'),
    async screenshot(width, height): Promise<MapImage> {
      record('screenshot', width, height);
      return { dataUrl: 'data:image/png;base64,', width, height, metresPerPixel: 10, legend: [] };
    },
    attachLegend: () => () => undefined,
    setTexts: (texts) => void record('setTexts', texts),
    destroy: () => void record('destroy'),
  };
}
