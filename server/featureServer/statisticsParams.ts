import {
  STATISTIC_TYPES,
  type LayerInfo,
  type LayerQuery,
  type OutStatistic,
  type StatisticType,
} from './layerSource';
import { parseOrderBy } from './orderBy';
import { QueryError } from './queryError';
import { fieldsOf, parseHaving, type HavingAggregate } from './where/parseHaving';
import type { WhereNode } from './where/parseWhere';
import type { FieldType } from './where/whereToSql';

/** The most statistics, and group fields, one query may ask for. */
export const MAX_STATISTICS = 20;
export const MAX_GROUP_FIELDS = 20;

/** Statistics ArcGIS knows that TIMS does not compute: named as such when asked for. */
const ARCGIS_ONLY = [
  'percentile_cont',
  'percentile_disc',
  'envelope_aggregate',
  'centroid_aggregate',
  'convex_hull_aggregate',
  'exceedslimit',
];

/** Which fields each statistic reads. */
const NUMERIC: FieldType[] = ['oid', 'integer', 'double'];
const ACCEPTS: Record<StatisticType, FieldType[]> = {
  count: ['oid', 'integer', 'double', 'string', 'date'],
  sum: NUMERIC,
  avg: NUMERIC,
  stddev: NUMERIC,
  var: NUMERIC,
  min: [...NUMERIC, 'date'],
  max: [...NUMERIC, 'date'],
};

const OUT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export interface StatisticsRequest {
  /** The statistics asked for, then any that only `having` reads. */
  statistics: OutStatistic[];
  /** How many of `statistics` the answer shows (the ones asked for). */
  shown: number;
  groupBy: string[];
  having?: WhereNode;
}

/**
 * `outStatistics`, `groupByFieldsForStatistics` and `having`, checked against the layer: known
 * statistic types on fields of a fitting type, output names that are names, limits on how many.
 */
export function parseStatistics(
  params: Record<string, string>,
  info: LayerInfo,
  fieldName: (name: string) => string,
): StatisticsRequest {
  const types = new Map(info.fields.map((field) => [field.name, field.type]));
  const objectId = info.fields.find((field) => field.type === 'oid')?.name ?? 'OBJECTID';

  const statisticOf = (type: string, onField: string, context: string): OutStatistic => {
    const statisticType = type.toLowerCase() as StatisticType;
    if (ARCGIS_ONLY.includes(statisticType)) {
      throw new QueryError(
        `${context}: the statistic ${type} is not supported (use ${STATISTIC_TYPES.join(', ')})`,
      );
    }
    if (!STATISTIC_TYPES.includes(statisticType)) {
      throw new QueryError(
        `${context}: ${type} is not a statistic type (use ${STATISTIC_TYPES.join(', ')})`,
      );
    }
    if (onField.trim() === '*') {
      if (statisticType !== 'count') {
        throw new QueryError(`${context}: * can only be counted`);
      }
      return { statisticType, onStatisticField: '*', outStatisticFieldName: '' };
    }
    const onStatisticField = fieldName(onField.trim());
    if (!ACCEPTS[statisticType].includes(types.get(onStatisticField)!)) {
      throw new QueryError(
        `${context}: ${statisticType} needs a ${statisticType === 'min' || statisticType === 'max' ? 'number or date' : 'number'} field, and ${onStatisticField} holds ${types.get(onStatisticField)} values`,
      );
    }
    return { statisticType, onStatisticField, outStatisticFieldName: '' };
  };

  const list = parseJsonArray(params.outStatistics ?? '', 'outStatistics');
  if (list.length === 0) throw new QueryError('outStatistics lists no statistic');
  if (list.length > MAX_STATISTICS) {
    throw new QueryError(`outStatistics lists more than ${MAX_STATISTICS} statistics`);
  }
  const statistics = list.map((item, i): OutStatistic => {
    const context = `outStatistics[${i}]`;
    const { statisticType, onStatisticField, outStatisticFieldName } = (item ?? {}) as Record<
      string,
      unknown
    >;
    if (typeof statisticType !== 'string' || typeof onStatisticField !== 'string') {
      throw new QueryError(`${context} needs statisticType and onStatisticField`);
    }
    const statistic = statisticOf(statisticType, onStatisticField, context);
    const name =
      outStatisticFieldName === undefined || outStatisticFieldName === ''
        ? `${statistic.statisticType.toUpperCase()}_${statistic.onStatisticField === '*' ? objectId : statistic.onStatisticField}`
        : outStatisticFieldName;
    if (typeof name !== 'string' || !OUT_NAME.test(name)) {
      throw new QueryError(
        `${context}: outStatisticFieldName must be letters, digits and _ (at most 64)`,
      );
    }
    return { ...statistic, outStatisticFieldName: name };
  });

  const groupBy = (params.groupByFieldsForStatistics ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map(fieldName);
  if (groupBy.length > MAX_GROUP_FIELDS) {
    throw new QueryError(`groupByFieldsForStatistics names more than ${MAX_GROUP_FIELDS} fields`);
  }
  const names = [...groupBy, ...statistics.map((statistic) => statistic.outStatisticFieldName)];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name.toLowerCase())) {
      throw new QueryError(`${name} is named twice among the group fields and out statistics`);
    }
    seen.add(name.toLowerCase());
  }

  const shown = statistics.length;
  const having = params.having?.trim()
    ? parseHaving(params.having, ({ fn, field }: HavingAggregate) => {
        const wanted = statisticOf(fn, field, 'having');
        const same = statistics.find(
          (statistic) =>
            statistic.statisticType === wanted.statisticType &&
            statistic.onStatisticField === wanted.onStatisticField,
        );
        if (same) return same.outStatisticFieldName;
        if (statistics.length >= shown + MAX_STATISTICS) {
          throw new QueryError(`having reads more than ${MAX_STATISTICS} aggregates`);
        }
        // A space: never an output name a client can give, so it cannot clash with one.
        const hidden = { ...wanted, outStatisticFieldName: `having ${statistics.length}` };
        statistics.push(hidden);
        return hidden.outStatisticFieldName;
      })
    : undefined;
  if (having) {
    const known = new Set(
      [...groupBy, ...statistics.map((s) => s.outStatisticFieldName)].map((n) => n.toLowerCase()),
    );
    const unknown = fieldsOf(having).find((name) => !known.has(name.toLowerCase()));
    if (unknown !== undefined) {
      throw new QueryError(
        `having reads "${unknown}": use a group field, an out statistic or an aggregate such as SUM(field)`,
      );
    }
  }
  return { statistics, shown, groupBy, having };
}

/**
 * `orderByFields` of a statistics or distinct query: each name one of `names` (group fields
 * and out statistics, or the distinct fields), matched without regard to case.
 */
export function parseOrderByNames(
  text: string,
  names: string[],
  what: string,
): LayerQuery['orderBy'] {
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  return parseOrderBy(text, (name) => {
    const field = byLower.get(name.toLowerCase());
    if (!field)
      throw new QueryError(`orderByFields names ${name.slice(0, 80)}, which is not ${what}`);
    return field;
  });
}

function parseJsonArray(text: string, name: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new QueryError(`${name} is not valid JSON`);
  }
  if (!Array.isArray(value)) throw new QueryError(`${name} must be a JSON array`);
  return value;
}
