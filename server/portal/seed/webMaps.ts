import { PUBLIC_URL_MARK } from '../constants';
import type { Renderer } from './renderers';

export type ServiceName = 'Projects' | 'Bridges' | 'Counties' | 'Districts';

/** A TIMS FeatureServer's URL as stored: expanded to PUBLIC_URL when served. */
export function serviceUrl(name: ServiceName): string {
  return `${PUBLIC_URL_MARK}/tims/api/rest/services/${name}/FeatureServer`;
}

/** One operational layer: a layer of a TIMS FeatureServer, filtered and drawn its own way. */
export interface LayerSpec {
  service: ServiceName;
  /** Projects has 0 (every project as a point) and 1 (the line projects); the others only 0. */
  layer?: 0 | 1;
  title: string;
  /** The layer's `definitionExpression` (Esri standardized SQL over the layer's fields). */
  where?: string;
  /** Without one the service's own renderer draws the layer. */
  renderer?: Renderer;
  opacity?: number;
  visible?: boolean;
  /** Overrides the layer's own smallest scale (0: drawn at every scale). */
  minScale?: number;
}

type FieldInfo = [fieldName: string, label: string, format?: Record<string, unknown>];

const NUMBER = { places: 0, digitSeparator: true };
const DATE = { dateFormat: 'shortDate' };

/** What a click on a feature shows, per service (the fields of `server/featureServer/layers`). */
const POPUPS: Record<ServiceName, { title: string; fields: FieldInfo[] }> = {
  Projects: {
    title: '{name}',
    fields: [
      ['pid', 'PID'],
      ['phase', 'Phase'],
      ['workType', 'Work type'],
      ['district', 'District'],
      ['counties', 'Counties'],
      ['routes', 'Routes'],
      ['fiscalYear', 'Fiscal year'],
      ['saleDate', 'Sale date', DATE],
      ['estimatedCost', 'Estimated cost (USD)', NUMBER],
    ],
  },
  Bridges: {
    title: 'Bridge {structureNumber}',
    fields: [
      ['route', 'Route carried'],
      ['featureCrossed', 'Feature crossed'],
      ['county', 'County'],
      ['yearBuilt', 'Year built'],
      ['deckRating', 'Deck rating'],
      ['superstructureRating', 'Superstructure rating'],
      ['substructureRating', 'Substructure rating'],
      ['condition', 'Condition'],
    ],
  },
  Counties: {
    title: '{name} County',
    fields: [
      ['fips', 'FIPS code'],
      ['district', 'District'],
    ],
  },
  Districts: { title: '{name}', fields: [['counties', 'Counties']] },
};

function popupInfo(service: ServiceName): Record<string, unknown> {
  const { title, fields } = POPUPS[service];
  return {
    title,
    fieldInfos: fields.map(([fieldName, label, format]) => ({
      fieldName,
      label,
      visible: true,
      ...(format ? { format } : {}),
    })),
    popupElements: [{ type: 'fields' }],
    showAttachments: false,
  };
}

function operationalLayer(spec: LayerSpec, dimension: '2d' | '3d'): Record<string, unknown> {
  const layerDefinition: Record<string, unknown> = {};
  if (spec.where) layerDefinition.definitionExpression = spec.where;
  if (spec.renderer) layerDefinition.drawingInfo = { renderer: spec.renderer };
  if (spec.minScale !== undefined) layerDefinition.minScale = spec.minScale;
  if (dimension === '3d') layerDefinition.elevationInfo = { mode: 'onTheGround' };
  const layer = spec.layer ?? 0;
  return {
    id: `${spec.service.toLowerCase()}_${layer}`,
    title: spec.title,
    layerType: 'ArcGISFeatureLayer',
    url: `${serviceUrl(spec.service)}/${layer}`,
    visibility: spec.visible ?? true,
    opacity: spec.opacity ?? 1,
    ...(spec.minScale !== undefined ? { minScale: spec.minScale } : {}),
    ...(Object.keys(layerDefinition).length > 0 ? { layerDefinition } : {}),
    popupInfo: popupInfo(spec.service),
  };
}

/**
 * A web map (spec 2.x; `version` is required by @arcgis/core). The basemap has no layers:
 * tiles from elsewhere would be blocked by the Content-Security-Policy and need a network, so
 * TIMS puts its offline basemap under it; reference polygons come first in `layers`.
 */
export function webMap(layers: LayerSpec[]): string {
  return JSON.stringify({
    operationalLayers: layers.map((layer) => operationalLayer(layer, '2d')),
    baseMap: { baseMapLayers: [], title: 'Plain' },
    spatialReference: { wkid: 102100, latestWkid: 3857 },
    authoringApp: 'TIMS local portal',
    authoringAppVersion: '1.0',
    version: '2.35',
  });
}

/**
 * A web scene (web scene spec 1.x): the same TIMS layers draped on the ground of a global
 * scene, with no basemap or elevation service (nothing may come from the internet).
 */
export function webScene(layers: LayerSpec[]): string {
  return JSON.stringify({
    operationalLayers: layers.map((layer) => operationalLayer(layer, '3d')),
    baseMap: { id: 'plain', baseMapLayers: [], title: 'Plain' },
    ground: { layers: [], navigationConstraint: { type: 'stayAbove' } },
    heightModelInfo: {
      heightModel: 'gravity_related_height',
      vertCRS: 'EGM96_Geoid',
      heightUnit: 'meter',
    },
    spatialReference: { wkid: 102100, latestWkid: 3857 },
    viewingMode: 'global',
    authoringApp: 'TIMS local portal',
    authoringAppVersion: '1.0',
    version: '1.33',
  });
}

/** The reference layers most maps start with. */
export const DISTRICTS: LayerSpec = { service: 'Districts', title: 'DOT Districts' };
export const COUNTIES: LayerSpec = { service: 'Counties', title: 'Counties' };
