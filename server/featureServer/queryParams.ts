import type { LayerInfo, LayerQuery } from './layerSource';
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
  /** `outStatistics` and what goes with it, for mode `statistics`. */
  statistics?: StatisticsRequest;
  /** Where a returned extent is expressed. */
  outSR: SpatialReferenceKind;
}

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
      : outFieldsText.split(',').map((name) => fieldName(name.trim()));
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
    offset: nonNegativeInteger(params.resultOffset, 'resultOffset') ?? 0,
    limit: Math.min(
      nonNegativeInteger(params.resultRecordCount, 'resultRecordCount') ?? info.maxRecordCount,
      info.maxRecordCount,
    ),
    outFields,
    // Statistics and distinct values have no geometry.
    returnGeometry: !statistics && !distinct && params.returnGeometry?.toLowerCase() !== 'false',
  };
  return {
    mode,
    query,
    ...(requested ? { statistics: requested } : {}),
    outSR: spatialReferenceKind(parseSpatialReference(params.outSR)),
  };
}

function fieldNamer(info: LayerInfo): (name: string) => string {
  const names = new Map(info.fields.map((field) => [field.name.toLowerCase(), field.name]));
  return (name) => {
    const found = names.get(name.toLowerCase());
    if (!found) throw new QueryError(`the field "${name}" does not exist in ${info.name}`);
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

function parseOrderBy(text: string, fieldName: (name: string) => string): LayerQuery['orderBy'] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', direction = 'ASC', extra] = part.split(/\s+/);
      if (extra || !/^(asc|desc)$/i.test(direction)) {
        throw new QueryError(`orderByFields holds "${part}" (use "field ASC" or "field DESC")`);
      }
      return { field: fieldName(name), descending: direction.toUpperCase() === 'DESC' };
    });
}

function nonNegativeInteger(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new QueryError(`${name} must be a whole number of 0 or more`);
  }
  return value;
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
