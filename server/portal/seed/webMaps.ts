import { PUBLIC_URL_MARK } from '../constants';

type ServiceName = 'Projects' | 'Bridges' | 'Counties' | 'Districts';

/** A TIMS FeatureServer's URL as stored: expanded to PUBLIC_URL when served. */
export function serviceUrl(name: ServiceName): string {
  return `${PUBLIC_URL_MARK}/tims/api/rest/services/${name}/FeatureServer`;
}

interface LayerSpec {
  service: ServiceName;
  title: string;
  opacity?: number;
  /** A plain outline renderer for reference layers drawn under the data. */
  outline?: [number, number, number];
}

function operationalLayer(spec: LayerSpec): Record<string, unknown> {
  const layer: Record<string, unknown> = {
    id: `${spec.service.toLowerCase()}_0`,
    title: spec.title,
    layerType: 'ArcGISFeatureLayer',
    url: `${serviceUrl(spec.service)}/0`,
    visibility: true,
    opacity: spec.opacity ?? 1,
  };
  if (spec.outline) {
    layer.layerDefinition = {
      drawingInfo: {
        renderer: {
          type: 'simple',
          symbol: {
            type: 'esriSFS',
            style: 'esriSFSSolid',
            color: [...spec.outline, 25],
            outline: {
              type: 'esriSLS',
              style: 'esriSLSSolid',
              color: [...spec.outline, 200],
              width: 1,
            },
          },
        },
      },
    };
  }
  return layer;
}

/**
 * A web map (spec 2.x; `version` is required by @arcgis/core). The basemap has no layers:
 * tiles from elsewhere would be blocked by the Content-Security-Policy and need a network;
 * the reference polygons (counties, districts) are drawn as the first operational layers.
 */
function webMap(layers: LayerSpec[]): string {
  return JSON.stringify({
    operationalLayers: layers.map(operationalLayer),
    baseMap: { baseMapLayers: [], title: 'Plain' },
    spatialReference: { wkid: 102100, latestWkid: 3857 },
    authoringApp: 'TIMS local portal',
    authoringAppVersion: '1.0',
    version: '2.35',
  });
}

export const CONSTRUCTION_WEB_MAP = webMap([
  { service: 'Districts', title: 'DOT Districts', outline: [0, 153, 105] },
  { service: 'Projects', title: 'Construction Projects' },
]);

export const BRIDGE_WEB_MAP = webMap([
  { service: 'Counties', title: 'Counties', outline: [90, 90, 90] },
  { service: 'Bridges', title: 'Bridges' },
]);

export const CRASH_WEB_MAP = webMap([
  { service: 'Counties', title: 'Counties', outline: [90, 90, 90] },
  { service: 'Projects', title: 'Safety Projects' },
]);
