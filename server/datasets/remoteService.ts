import { mercatorToLonLat, spatialReferenceKind, type Box } from '../featureServer/spatial';
import type { CatalogueField } from './catalogueTypes';

/** A layer of another server's FeatureServer, as its REST answers describe it. */
export interface RemoteLayer {
  id: number;
  name: string;
  description: string;
  geometryType: string | null;
  fields: CatalogueField[];
  extent: Box | null;
  /** `editingInfo.lastEditDate`, ISO-8601. */
  lastEdit: string | null;
  recordCount: number | null;
}

/** A server slower than this is left out for now: the glossary must answer fast. */
export const REMOTE_TIMEOUT_MS = 3_000;
const MAX_LAYERS = 50;

type Json = Record<string, unknown>;

/**
 * The layers of a FeatureServer (or the one layer a `…/FeatureServer/{n}` URL names), each with
 * its fields, extent and record count. Asked anonymously: a caller's portal token is never sent
 * to another server. Rejects when the service itself cannot be read; a layer whose count fails
 * keeps a null count.
 */
export async function readRemoteService(
  url: string,
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<RemoteLayer[]> {
  const get = (address: string) => getJson(address, timeoutMs);
  const trimmed = url.replace(/\/+$/, '');
  const layerUrl = /^(.*\/FeatureServer)\/(\d+)$/i.exec(trimmed);
  const serviceUrl = layerUrl ? layerUrl[1]! : trimmed;
  const ids = layerUrl
    ? [Number(layerUrl[2])]
    : (((await get(serviceUrl)).layers as Json[] | undefined) ?? [])
        .map((layer) => Number(layer.id))
        .filter((id) => Number.isInteger(id) && id >= 0)
        .slice(0, MAX_LAYERS);
  return Promise.all(
    ids.map(async (id) => {
      const info = await get(`${serviceUrl}/${id}`);
      const count = await get(
        `${serviceUrl}/${id}/query?${new URLSearchParams({ where: '1=1', returnCountOnly: 'true' })}`,
      ).then(
        (answer) => (Number.isInteger(answer.count) ? (answer.count as number) : null),
        () => null,
      );
      return toLayer(id, info, count);
    }),
  );
}

async function getJson(address: string, timeoutMs: number): Promise<Json> {
  const separator = address.includes('?') ? '&' : '?';
  const response = await fetch(`${address}${separator}f=json`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${address} answered HTTP ${response.status}`);
  const body = (await response.json()) as Json;
  // ArcGIS reports errors (499 token required…) inside an HTTP 200.
  if (typeof body !== 'object' || body === null || 'error' in body) {
    throw new Error(`${address} answered an error`);
  }
  return body;
}

const FIELD_TYPES: Record<string, string> = {
  esriFieldTypeOID: 'oid',
  esriFieldTypeString: 'string',
  esriFieldTypeInteger: 'integer',
  esriFieldTypeSmallInteger: 'integer',
  esriFieldTypeBigInteger: 'integer',
  esriFieldTypeDouble: 'double',
  esriFieldTypeSingle: 'double',
  esriFieldTypeDate: 'date',
  esriFieldTypeDateOnly: 'date',
  esriFieldTypeGlobalID: 'globalid',
  esriFieldTypeGUID: 'guid',
};

function toLayer(id: number, info: Json, recordCount: number | null): RemoteLayer {
  const fields = Array.isArray(info.fields) ? (info.fields as Json[]) : [];
  const lastEdit = Number((info.editingInfo as Json | undefined)?.lastEditDate);
  return {
    id,
    name: typeof info.name === 'string' && info.name ? info.name : `Layer ${id}`,
    description: typeof info.description === 'string' ? info.description : '',
    geometryType: typeof info.geometryType === 'string' ? info.geometryType : null,
    fields: fields
      .filter((field) => typeof field.name === 'string' && field.name !== '')
      .map((field) => ({
        name: field.name as string,
        alias:
          typeof field.alias === 'string' && field.alias ? field.alias : (field.name as string),
        type: FIELD_TYPES[field.type as string] ?? String(field.type ?? 'unknown'),
        ...(Number.isInteger(field.length) ? { length: field.length as number } : {}),
        description: fieldDescription(field.description),
      })),
    extent: wgs84Box(info.extent),
    lastEdit: Number.isFinite(lastEdit) && lastEdit > 0 ? new Date(lastEdit).toISOString() : null,
    recordCount,
  };
}

/** ArcGIS keeps a field's description as JSON text `{"value": "…", "fieldValueType": …}`. */
function fieldDescription(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    const parsed = JSON.parse(value) as { value?: unknown };
    return typeof parsed.value === 'string' ? parsed.value : '';
  } catch {
    return value;
  }
}

function wgs84Box(value: unknown): Box | null {
  if (typeof value !== 'object' || value === null) return null;
  const extent = value as Json;
  const [xmin, ymin, xmax, ymax] = ['xmin', 'ymin', 'xmax', 'ymax'].map((name) =>
    Number(extent[name]),
  ) as [number, number, number, number];
  if (![xmin, ymin, xmax, ymax].every(Number.isFinite)) return null;
  try {
    const kind = spatialReferenceKind(extent.spatialReference);
    if (kind === 'wgs84') return [xmin, ymin, xmax, ymax];
    const [west, south] = mercatorToLonLat(xmin, ymin);
    const [east, north] = mercatorToLonLat(xmax, ymax);
    return [west, south, east, north];
  } catch {
    // Another projection: drawing it would need its definition; the extent is left out.
    return null;
  }
}
