import type { LayerInfo, LayerQuery } from './layerSource';
import { parseOrderBy } from './orderBy';
import { QueryError } from './queryError';
import { geometryFilterBox, spatialReferenceKind, type SpatialReferenceKind } from './spatial';
import { parseOrderByNames, parseStatistics, type StatisticsRequest } from './statisticsParams';
import { parseWhere } from './where/parseWhere';

export type QueryMode =
  | 'features'
  | 'count'
  | 'ids'
  | 'extent'
  | 'count-and-extent'
  | 'statistics'
  | 'distinct'
  | 'distinct-count';

export interface ParsedQuery {
  mode: QueryMode;
  query: LayerQuery;
  /** `cacheHint=true`: the client draws the layer, and an answer from memory may serve. */
  cacheHint: boolean;
  /** `outStatistics` and what goes with it, for mode `statistics`. */
  statistics?: StatisticsRequest;
  /** Where a returned extent is expressed. */
  outSR: SpatialReferenceKind;
  /** How features are written (Koop's part of the answer). */
  output: FeatureOutput;
}

/** What Koop is told to write a page of features: nothing of the request but these, checked. */
export interface FeatureOutput {
  /** `outSR` as given: a wkid, or `{ wkid, latestWkid }`. */
  outSR: unknown;
  /** Decimal places of the coordinates (0–17), after projecting to `outSR`. */
  geometryPrecision?: number;
  /** Esri PBF only: how coordinates are quantized (`tolerance`, `extent`, `originPosition`). */
  quantizationParameters?: Record<string, unknown>;
}

/** How many times `maxRecordCount` a page may hold (`maxRecordCountFactor`), as ArcGIS Online. */
export const MAX_RECORD_COUNT_FACTOR = 5;

/** Decimal places `geometryPrecision` may ask for: a double has 15–17 significant digits. */
export const MAX_GEOMETRY_PRECISION = 17;

/** The parameters a query takes that TIMS answers itself; the rest are Koop's to check. */
const SPATIAL_RELATIONS = new Set([
  'esriSpatialRelIntersects',
  'esriSpatialRelEnvelopeIntersects',
  'esriSpatialRelIndexIntersects',
]);

/**
 * Reads the parameters of `…/FeatureServer/{layer}/query` (query string and form body merged)
 * into a layer query. Names are matched as ArcGIS does: fields without regard to case.
 */
export function parseQueryParams(params: Record<string, string>, info: LayerInfo): ParsedQuery {
  const fieldName = fieldNamer(info);
  const flag = (name: string) => params[name]?.toLowerCase() === 'true';
  const given = (name: string) => (params[name] ?? '').trim() !== '';

  const spatialRel = params.spatialRel ?? 'esriSpatialRelIntersects';
  if (!SPATIAL_RELATIONS.has(spatialRel)) {
    throw new QueryError(
      `spatialRel ${spatialRel} is not supported (use esriSpatialRelIntersects)`,
    );
  }

  const count = flag('returnCountOnly');
  const extent = flag('returnExtentOnly');
  const ids = flag('returnIdsOnly');
  const distinct = flag('returnDistinctValues');
  const statistics = given('outStatistics');
  if (!statistics && (given('groupByFieldsForStatistics') || given('having'))) {
    throw new QueryError('groupByFieldsForStatistics and having need outStatistics');
  }
  if (statistics && (count || extent || ids || distinct)) {
    throw new QueryError(
      'outStatistics cannot be combined with returnCountOnly, returnExtentOnly, returnIdsOnly or returnDistinctValues',
    );
  }
  if (distinct && (extent || ids)) {
    throw new QueryError(
      'returnDistinctValues cannot be combined with returnExtentOnly or returnIdsOnly',
    );
  }
  const mode: QueryMode = statistics
    ? 'statistics'
    : distinct
      ? count
        ? 'distinct-count'
        : 'distinct'
      : ids
        ? 'ids'
        : count && extent
          ? 'count-and-extent'
          : count
            ? 'count'
            : extent
              ? 'extent'
              : 'features';

  const outFieldsText = (params.outFields ?? '*').trim();
  const outFields =
    outFieldsText === '*' || outFieldsText === ''
      ? info.fields.map((field) => field.name)
      : // Each field once: a name listed twice adds nothing (and 2,000 of them, no SQL).
        [...new Set(outFieldsText.split(',').map((name) => fieldName(name.trim())))];
  const requested = statistics ? parseStatistics(params, info, fieldName) : undefined;
  const orderByText = params.orderByFields ?? '';
  const orderBy = requested
    ? parseOrderByNames(
        orderByText,
        [
          ...requested.groupBy,
          ...requested.statistics
            .slice(0, requested.shown)
            .map((statistic) => statistic.outStatisticFieldName),
        ],
        'a group field or an out statistic',
      )
    : distinct
      ? parseOrderByNames(orderByText, outFields, 'one of outFields')
      : parseOrderBy(orderByText, fieldName);
  // Accepted as ArcGIS clients send it, and not applied: the layers' shapes are already light.
  nonNegativeNumber(params.maxAllowableOffset, 'maxAllowableOffset');
  const outSR = parseSpatialReference(params.outSR);
  const geometryPrecision = wholeNumber(
    params.geometryPrecision,
    'geometryPrecision',
    MAX_GEOMETRY_PRECISION,
  );
  const quantizationParameters = given('quantizationParameters')
    ? parseQuantization(params.quantizationParameters!)
    : undefined;

  // ArcGIS Online's pages may be this many times maxRecordCount (@arcgis/core asks for 4).
  const recordCountFactor =
    wholeNumber(params.maxRecordCountFactor, 'maxRecordCountFactor', MAX_RECORD_COUNT_FACTOR) ?? 1;
  if (recordCountFactor < 1) {
    throw new QueryError(
      `maxRecordCountFactor must be a whole number from 1 to ${MAX_RECORD_COUNT_FACTOR}`,
    );
  }

  const query: LayerQuery = {
    where: parseWhere(params.where ?? ''),
    bbox: params.geometry
      ? geometryFilterBox({
          geometry: params.geometry,
          geometryType: params.geometryType,
          inSR: params.inSR,
          distance: params.distance,
          units: params.units,
        })
      : undefined,
    objectIds: params.objectIds ? parseObjectIds(params.objectIds) : undefined,
    orderBy,
    offset: wholeNumber(params.resultOffset, 'resultOffset', MAX_OFFSET) ?? 0,
    limit: Math.min(
      wholeNumber(params.resultRecordCount, 'resultRecordCount', Number.MAX_SAFE_INTEGER) ??
        info.maxRecordCount,
      info.maxRecordCount * recordCountFactor,
    ),
    outFields,
    // Statistics and distinct values have no geometry.
    returnGeometry: !statistics && !distinct && params.returnGeometry?.toLowerCase() !== 'false',
  };
  return {
    mode,
    query,
    cacheHint: flag('cacheHint'),
    ...(requested ? { statistics: requested } : {}),
    outSR: spatialReferenceKind(outSR),
    output: {
      // A wkid as a number, as Koop's own reading of the request gave it.
      outSR: typeof outSR === 'string' ? Number(outSR) : outSR,
      ...(geometryPrecision === undefined ? {} : { geometryPrecision }),
      ...(quantizationParameters ? { quantizationParameters } : {}),
    },
  };
}

function fieldNamer(info: LayerInfo): (name: string) => string {
  const names = new Map(info.fields.map((field) => [field.name.toLowerCase(), field.name]));
  return (name) => {
    const found = names.get(name.toLowerCase());
    if (!found) {
      throw new QueryError(`the field "${name.slice(0, 80)}" does not exist in ${info.name}`);
    }
    return found;
  };
}

function parseObjectIds(text: string): number[] {
  const parts = text.trim().startsWith('[')
    ? (safeJson(text) as unknown[])
    : text.split(',').map((part) => part.trim());
  if (!Array.isArray(parts) || parts.length > 10_000) {
    throw new QueryError('objectIds must be at most 10,000 comma-separated whole numbers');
  }
  return parts.map((part) => {
    const id = Number(part);
    if (!Number.isSafeInteger(id)) throw new QueryError(`objectIds holds "${String(part)}"`);
    return id;
  });
}

/**
 * Skipping more features than any layer holds is refused rather than read: a billion is far
 * past every layer, and every database takes it (PostgreSQL's OFFSET is a bigint, SQLite's too).
 */
const MAX_OFFSET = 1_000_000_000;

/** A whole number from 0 to `max`, or undefined when not given. */
function wholeNumber(text: string | undefined, name: string, max: number): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER ? '0 or more' : `from 0 to ${max.toLocaleString('en-US')}`;
    throw new QueryError(`${name} must be a whole number ${range}`);
  }
  return value;
}

function nonNegativeNumber(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw new QueryError(`${name} must be a number of 0 or more`);
  }
  return value;
}

const ORIGINS = new Set(['upperLeft', 'lowerLeft', 'upper-left', 'lower-left']);
const QUANTIZATION_MODES = new Set(['view', 'edit']);
/** Coordinates and tolerances beyond these are not of any map (Web Mercator spans ±2×10⁷ m). */
const MAX_COORDINATE = 1e10;
const MIN_TOLERANCE = 1e-9;

/**
 * `quantizationParameters` (Esri PBF): a JSON object whose `tolerance` is a positive size,
 * `extent` four finite coordinates, `originPosition` upper-left or lower-left. Koop divides by
 * the tolerance, so nothing else reaches it.
 */
function parseQuantization(text: string): Record<string, unknown> {
  const value = safeJson(text);
  const problem = (what: string): never => {
    throw new QueryError(`quantizationParameters ${what}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return problem('must be a JSON object');
  }
  const { tolerance, extent, originPosition, mode } = value as Record<string, unknown>;
  const finite = (n: unknown) =>
    typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= MAX_COORDINATE;
  if (tolerance !== undefined && !(finite(tolerance) && (tolerance as number) >= MIN_TOLERANCE)) {
    problem(`tolerance must be a number from ${MIN_TOLERANCE} to ${MAX_COORDINATE}`);
  }
  if (extent !== undefined) {
    const box = (extent ?? {}) as Record<string, unknown>;
    if (
      typeof extent !== 'object' ||
      !['xmin', 'ymin', 'xmax', 'ymax'].every((k) => finite(box[k]))
    ) {
      problem('extent must have finite xmin, ymin, xmax and ymax');
    }
    if (box.spatialReference !== undefined) spatialReferenceKind(box.spatialReference);
  }
  if (originPosition !== undefined && !ORIGINS.has(originPosition as string)) {
    problem('originPosition must be upperLeft or lowerLeft');
  }
  if (mode !== undefined && !QUANTIZATION_MODES.has(mode as string)) {
    problem('mode must be view or edit');
  }
  return value as Record<string, unknown>;
}

function parseSpatialReference(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return 4326;
  return text.trim().startsWith('{') ? safeJson(text) : text;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new QueryError(`"${text.slice(0, 40)}" is not valid JSON`);
  }
}
