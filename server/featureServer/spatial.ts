import { QueryError } from './queryError';

/** `[minx, miny, maxx, maxy]`, longitude and latitude (WGS84). */
export type Box = [number, number, number, number];

const EARTH_RADIUS = 6378137;
const DEGREES = 180 / Math.PI;
/** Web Mercator stops here, short of the poles. */
const MAX_MERCATOR_LATITUDE = 85.05112878;

const WGS84_WKIDS = new Set([4326, 4269]);
const WEB_MERCATOR_WKIDS = new Set([102100, 3857, 102113, 900913]);

export type SpatialReferenceKind = 'wgs84' | 'web-mercator';

/** The kind of a spatial reference given as a wkid or `{ wkid, latestWkid }`; throws otherwise. */
export function spatialReferenceKind(reference: unknown): SpatialReferenceKind {
  const wkid =
    typeof reference === 'number' || typeof reference === 'string'
      ? Number(reference)
      : typeof reference === 'object' && reference !== null
        ? Number(
            (reference as { latestWkid?: unknown; wkid?: unknown }).latestWkid ??
              (reference as { wkid?: unknown }).wkid,
          )
        : NaN;
  if (WGS84_WKIDS.has(wkid)) return 'wgs84';
  if (WEB_MERCATOR_WKIDS.has(wkid)) return 'web-mercator';
  const named = typeof reference === 'object' ? JSON.stringify(reference) : String(reference);
  throw new QueryError(`the spatial reference ${named} is not supported (use 4326 or 102100)`);
}

export function mercatorToLonLat(x: number, y: number): [number, number] {
  const lon = (x / EARTH_RADIUS) * DEGREES;
  const lat = (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * DEGREES;
  return [lon, lat];
}

export function lonLatToMercator(lon: number, lat: number): [number, number] {
  const clamped = Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, lat));
  const x = (lon / DEGREES) * EARTH_RADIUS;
  const y = Math.log(Math.tan(Math.PI / 4 + clamped / DEGREES / 2)) * EARTH_RADIUS;
  return [x, y];
}

/** An Esri extent of a WGS84 box in the requested spatial reference. */
export function esriExtent(box: Box, kind: SpatialReferenceKind) {
  if (kind === 'wgs84') {
    const [xmin, ymin, xmax, ymax] = box;
    return { xmin, ymin, xmax, ymax, spatialReference: { wkid: 4326, latestWkid: 4326 } };
  }
  const [xmin, ymin] = lonLatToMercator(box[0], box[1]);
  const [xmax, ymax] = lonLatToMercator(box[2], box[3]);
  return { xmin, ymin, xmax, ymax, spatialReference: { wkid: 102100, latestWkid: 3857 } };
}

const METRES_PER_UNIT: Record<string, number> = {
  esriSRUnit_Meter: 1,
  esriSRUnit_Kilometer: 1000,
  esriSRUnit_Foot: 0.3048,
  esriSRUnit_SurveyFoot: 1200 / 3937,
  esriSRUnit_StatuteMile: 1609.344,
  esriSRUnit_NauticalMile: 1852,
};

export interface GeometryFilter {
  geometry: string;
  geometryType?: string;
  inSR?: string;
  distance?: string;
  units?: string;
}

/**
 * The WGS84 box a query's `geometry` covers: an envelope (JSON or `xmin,ymin,xmax,ymax`) or a
 * point (JSON or `x,y`), widened by `distance` in `units`. Throws `QueryError` for anything else.
 */
export function geometryFilterBox(filter: GeometryFilter): Box {
  const type = filter.geometryType ?? 'esriGeometryEnvelope';
  const parsed = parseGeometry(filter.geometry);
  const kind = spatialReferenceKind(parsed.spatialReference ?? filter.inSR ?? 4326);
  let box: Box;
  if (type === 'esriGeometryEnvelope') {
    const values = [parsed.xmin, parsed.ymin, parsed.xmax, parsed.ymax].map(Number);
    if (!values.every(Number.isFinite)) throw new QueryError('geometry is not an envelope');
    const [xmin, ymin, xmax, ymax] = values as Box;
    box = toWgs84(
      [Math.min(xmin, xmax), Math.min(ymin, ymax), Math.max(xmin, xmax), Math.max(ymin, ymax)],
      kind,
    );
  } else if (type === 'esriGeometryPoint') {
    const [x, y] = [Number(parsed.x), Number(parsed.y)];
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new QueryError('geometry is not a point');
    box = toWgs84([x, y, x, y], kind);
  } else {
    throw new QueryError(`geometryType ${type} is not supported (use an envelope or a point)`);
  }
  return widen(box, filter.distance, filter.units);
}

function parseGeometry(text: string): Record<string, unknown> & { spatialReference?: unknown } {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw new QueryError('geometry is not valid JSON');
  }
  const numbers = trimmed.split(',').map((part) => Number(part.trim()));
  if (numbers.length === 4) {
    const [xmin, ymin, xmax, ymax] = numbers;
    return { xmin, ymin, xmax, ymax };
  }
  if (numbers.length === 2) return { x: numbers[0], y: numbers[1] };
  throw new QueryError('geometry must be JSON, xmin,ymin,xmax,ymax or x,y');
}

function toWgs84(box: Box, kind: SpatialReferenceKind): Box {
  if (kind === 'wgs84') return box;
  const [minx, miny] = mercatorToLonLat(box[0], box[1]);
  const [maxx, maxy] = mercatorToLonLat(box[2], box[3]);
  return [minx, miny, maxx, maxy];
}

function widen(box: Box, distance: string | undefined, units: string | undefined): Box {
  const metres = Number(distance ?? 0) * (METRES_PER_UNIT[units ?? 'esriSRUnit_Meter'] ?? NaN);
  if (!Number.isFinite(metres) || metres < 0) {
    throw new QueryError('distance must be a positive number in a known unit');
  }
  if (metres === 0) return box;
  const dy = (metres / EARTH_RADIUS) * DEGREES;
  const latitude = Math.max(Math.abs(box[1]), Math.abs(box[3]));
  const dx = dy / Math.max(Math.cos(latitude / DEGREES), 0.01);
  return [box[0] - dx, box[1] - dy, box[2] + dx, box[3] + dy];
}
