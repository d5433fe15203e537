import type { Feature, Geometry } from 'geojson';
import type { PointSnapshot } from './pointSnapshot';
import type { Box } from './spatial';
import type { FieldType } from './where/whereToSql';
import type { WhereNode } from './where/parseWhere';

/** A field of a layer as the FeatureServer describes it. */
export interface LayerField {
  name: string;
  type: FieldType;
  alias: string;
  /** Strings only: the longest value. */
  length?: number;
}

/** What a layer says about itself (the layer resource of the FeatureServer). */
export interface LayerInfo {
  id: number;
  name: string;
  description: string;
  geometryType: 'Point' | 'LineString' | 'Polygon';
  displayField: string;
  fields: LayerField[];
  /** An Esri renderer JSON (`drawingInfo.renderer`). */
  renderer: Record<string, unknown>;
  /** Features a query may return at once. */
  maxRecordCount: number;
  /** Drawn only when zoomed in past this scale (1:minScale); 0 or absent: always. */
  minScale?: number;
  /** Drawn only at scales smaller than 1:maxScale (zoomed out); 0 or absent: always. */
  maxScale?: number;
}

/** A query with every filter parsed; field names as the layer spells them. */
export interface LayerQuery {
  where?: WhereNode;
  /** Features whose geometry meets this WGS84 box. */
  bbox?: Box;
  objectIds?: number[];
  orderBy: { field: string; descending: boolean }[];
  offset: number;
  limit: number;
  /** The attributes to return (the object id always comes). */
  outFields: string[];
  returnGeometry: boolean;
}

/** The statistics a FeatureServer computes (`outStatistics`), as ArcGIS names them. */
export const STATISTIC_TYPES = ['count', 'sum', 'min', 'max', 'avg', 'stddev', 'var'] as const;
export type StatisticType = (typeof STATISTIC_TYPES)[number];

export interface OutStatistic {
  statisticType: StatisticType;
  /** A field of the layer, or `*`/the object id for `count`. */
  onStatisticField: string;
  outStatisticFieldName: string;
}

/**
 * A statistics query: the filters of `LayerQuery`, grouped by `groupBy` fields, one row per group
 * with the group fields and each `outStatisticFieldName`. `orderBy` may name a group field or an
 * out-statistic name; `offset`/`limit` page the groups.
 */
export interface StatisticsQuery extends LayerQuery {
  statistics: OutStatistic[];
  groupBy: string[];
  /** Which groups are kept, over the group fields and the out-statistic names (`having`). */
  having?: WhereNode;
}

export type LayerFeature = Feature<Geometry | null, Record<string, unknown>>;

/**
 * A layer whose filters, sorting and paging run where its data lives (the database), so a query
 * over a million features costs what the page it returns costs. Koop then shapes the answer.
 */
export interface LayerSource {
  info: LayerInfo;
  /** The WGS84 box of every feature, or null when there is none. */
  extent(): Promise<Box | null>;
  count(query: LayerQuery): Promise<number>;
  objectIds(query: LayerQuery): Promise<number[]>;
  queryExtent(query: LayerQuery): Promise<Box | null>;
  /** One page of features, and whether more match beyond it. */
  features(
    query: LayerQuery,
  ): Promise<{ features: LayerFeature[]; exceededTransferLimit: boolean }>;
  /**
   * One row per group: the group-by fields and the statistics (`outStatistics`), ordered (by
   * `orderBy`, then the group fields) and paged (`offset`, `limit` groups; ask for one more to
   * learn whether more follow). Values as `features` gives attributes (dates ISO-8601).
   */
  statistics(query: StatisticsQuery): Promise<Record<string, unknown>[]>;
  /** The distinct combinations of `query.outFields` (`returnDistinctValues`), sorted and paged. */
  distinctValues(query: LayerQuery): Promise<Record<string, unknown>[]>;
  /** How many distinct combinations of `query.outFields` match (`returnCountOnly` with them). */
  distinctCount(query: LayerQuery): Promise<number>;
  /** Points held in memory for the queries that draw the layer (`cacheHint=true`), if any. */
  snapshot?: PointSnapshot;
  /**
   * Made from another layer's data for drawing it (the projects counted in squares): served as
   * any layer, but not a dataset of the data glossary of its own.
   */
  derivedFrom?: LayerSource;
}

/** A FeatureServer: a name and its layers, numbered from 0. */
export interface FeatureService {
  name: string;
  description: string;
  /**
   * Who may read it: anyone (the default), or `signed-in` DOT staff — a token the portal
   * confirms, of an account whose identity `isStaff`.
   */
  access?: 'public' | 'signed-in';
  layers: LayerSource[];
}
