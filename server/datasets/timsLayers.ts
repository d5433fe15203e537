import type { DatasetAccess } from '../../contracts/datasets';
import type {
  FeatureService,
  LayerInfo,
  LayerQuery,
  LayerSource,
} from '../featureServer/layerSource';
import type { DatasetStats } from './catalogueTypes';
import { timsKey } from './datasetKeys';

/** One layer of one of TIMS's own FeatureServers. */
export interface TimsLayer {
  service: FeatureService;
  layer: LayerSource;
  key: string;
  /** Staff only when its service is for signed-in users (Bridges). */
  access: DatasetAccess;
}

/** Every layer of TIMS's services that is a dataset (not one made for drawing another). */
export function timsLayers(services: FeatureService[]): TimsLayer[] {
  return services.flatMap((service) =>
    service.layers
      .filter((layer) => !layer.derivedFrom)
      .map((layer) => ({
        service,
        layer,
        key: timsKey(service.name, layer.info.id),
        access: service.access === 'signed-in' ? ('staff' as const) : ('public' as const),
      })),
  );
}

export const timsServiceUrl = (publicUrl: string, service: string) =>
  `${publicUrl}/tims/api/rest/services/${service}/FeatureServer`;

/**
 * Which TIMS service (and layer, when the URL names one) an item's URL points at, if any: the
 * URLs this server answers under PUBLIC_URL, the service name in any case.
 */
export function timsServiceOf(
  url: string | null,
  publicUrl: string,
  services: FeatureService[],
): { service: FeatureService; layerId: number | null } | null {
  if (!url) return null;
  const base = `${publicUrl}/tims/api/rest/services/`.toLowerCase();
  const trimmed = url.trim().replace(/\/+$/, '');
  if (!trimmed.toLowerCase().startsWith(base)) return null;
  const match = /^([^/]+)\/FeatureServer(?:\/(\d+))?$/i.exec(trimmed.slice(base.length));
  if (!match) return null;
  const name = decodeURIComponent(match[1]!).toLowerCase();
  const service = services.find((candidate) => candidate.name.toLowerCase() === name);
  if (!service) return null;
  const layerId = match[2] === undefined ? null : Number(match[2]);
  if (layerId !== null && !service.layers[layerId]) return null;
  return { service, layerId };
}

export const ESRI_GEOMETRY: Record<LayerInfo['geometryType'], string> = {
  Point: 'esriGeometryPoint',
  LineString: 'esriGeometryPolyline',
  Polygon: 'esriGeometryPolygon',
};

/** Every feature of a layer: no filter, no order, one row when a page is asked. */
export const WHOLE_LAYER: LayerQuery = {
  orderBy: [],
  offset: 0,
  limit: 1,
  outFields: [],
  returnGeometry: false,
};

/** Date fields that say when a record last changed; the newest is when the layer was. */
const UPDATED_FIELDS = new Set(['updatedAt', 'updated_at', 'last_edited_date', 'EditDate']);

/** How many features the layer has, their extent, and when the newest last changed. */
export async function timsLayerStats(layer: LayerSource): Promise<DatasetStats> {
  const updated = layer.info.fields.find(
    (field) => field.type === 'date' && UPDATED_FIELDS.has(field.name),
  );
  const [recordCount, extent, rows] = await Promise.all([
    layer.count(WHOLE_LAYER),
    layer.extent(),
    updated
      ? layer.statistics({
          ...WHOLE_LAYER,
          statistics: [
            {
              statisticType: 'max',
              onStatisticField: updated.name,
              outStatisticFieldName: 'lastUpdated',
            },
          ],
          groupBy: [],
        })
      : Promise.resolve([]),
  ]);
  return { recordCount, extent, lastUpdated: isoTime(rows[0]?.lastUpdated) };
}

function isoTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : Date.parse(String(value));
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
