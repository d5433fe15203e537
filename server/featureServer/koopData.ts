import {
  STATISTIC_TYPES,
  type FeatureService,
  type LayerFeature,
  type LayerInfo,
  type LayerSource,
} from './layerSource';
import { MAX_RECORD_COUNT_FACTOR } from './queryParams';
import { esriExtent } from './spatial';

const KOOP_FIELD_TYPES = {
  oid: 'Integer',
  string: 'String',
  integer: 'Integer',
  double: 'Double',
  date: 'Date',
} as const;

/**
 * PBF too: @arcgis/core switches to `f=pbf` whenever a layer lists it (contract trap 10), and
 * Koop encodes it (an Esri FeatureCollectionPBuffer) — about half the JSON's bytes, and binary
 * that the map's workers read far faster than JSON when they page through 100,000 projects.
 */
export const QUERY_FORMATS = 'JSON,geojson,PBF';

function metadata(info: LayerInfo) {
  return {
    id: info.id,
    name: info.name,
    description: info.description,
    geometryType: info.geometryType,
    idField: 'OBJECTID',
    displayField: info.displayField,
    maxRecordCount: info.maxRecordCount,
    minScale: info.minScale ?? 0,
    maxScale: info.maxScale ?? 0,
    supportedQueryFormats: QUERY_FORMATS,
    renderer: info.renderer,
    capabilities: { list: 'Query' },
    fields: info.fields.map(({ name, type, alias, length }) => ({
      name,
      type: KOOP_FIELD_TYPES[type],
      alias,
      ...(length === undefined ? {} : { length }),
    })),
  };
}

/** A layer as Koop's info handlers take it: no features, the metadata, the extent. */
export async function koopLayerInfoData(layer: LayerSource) {
  const box = await layer.extent();
  return {
    type: 'FeatureCollection',
    features: [],
    metadata: { ...metadata(layer.info), ...(box ? { extent: esriExtent(box, 'wgs84') } : {}) },
  };
}

/** Every layer of a service, for Koop's service and `layers` handlers. */
export async function koopServiceData(service: FeatureService) {
  const layers = await Promise.all(service.layers.map(koopLayerInfoData));
  return { layers, tables: [], metadata: { name: service.name, description: service.description } };
}

/**
 * One page of features for Koop's query handler. `filtersApplied` tells Koop the source has
 * already filtered, sorted and paged them, so it only picks the fields, projects to `outSR` and
 * writes GeoServices JSON or GeoJSON.
 */
export function koopQueryData(
  layer: LayerSource,
  page: { features: LayerFeature[]; exceededTransferLimit: boolean },
) {
  return {
    type: 'FeatureCollection',
    features: page.features,
    metadata: { ...metadata(layer.info), exceededTransferLimit: page.exceededTransferLimit },
    filtersApplied: {
      where: true,
      geometry: true,
      objectIds: true,
      orderByFields: true,
      offset: true,
      limit: true,
      resultRecordCount: true,
    },
  };
}

/**
 * Koop's layer JSON says what its in-memory engine can do; this layer answers what it really
 * supports: paging and ordering; statistics (the types of `STATISTIC_TYPES`) grouped, filtered
 * with `having`, ordered by group fields or out-statistic names and paged; distinct values and
 * their count; pages of up to `maxRecordCountFactor` times `maxRecordCount`; `cacheHint`. No
 * percentiles, SQL expressions or spatial aggregates.
 */
export function withCapabilities(layer: Record<string, unknown>, info: LayerInfo) {
  const advanced = (layer.advancedQueryCapabilities ?? {}) as Record<string, unknown>;
  return {
    ...layer,
    type: 'Feature Layer',
    supportsStatistics: true,
    supportsExceedsLimitStatistics: false,
    supportsAdvancedQueries: true,
    supportsCoordinatesQuantization: false,
    supportedQueryFormats: QUERY_FORMATS,
    maxRecordCount: info.maxRecordCount,
    standardMaxRecordCount: info.maxRecordCount,
    tileMaxRecordCount: info.maxRecordCount,
    maxRecordCountFactor: MAX_RECORD_COUNT_FACTOR,
    advancedQueryCapabilities: {
      ...advanced,
      supportsPagination: true,
      supportsMaxRecordCountFactor: true,
      supportsOrderBy: true,
      supportsDistinct: true,
      supportsCountDistinct: true,
      supportsStatistics: true,
      supportedStatisticTypes: STATISTIC_TYPES.map((type) => type.toUpperCase()).join(','),
      supportsPercentileStatistics: false,
      supportedSpatialAggregationStatistics: [],
      supportsHavingClause: true,
      supportsOrderByOnlyOnLayerFields: false,
      supportsReturningQueryExtent: true,
      supportsQueryWithDistance: true,
      supportsQueryWithResultType: false,
      supportsSqlExpression: false,
      supportsOutFieldSQLExpression: false,
      supportsPaginationOnAggregatedQueries: true,
      supportsQueryWithCacheHint: true,
    },
  };
}
