import type { LayerField, OutStatistic, StatisticsQuery } from './layerSource';
import { statisticType } from './sqlStatistics';
import { compileWhere } from './where/evaluateWhere';
import type { FieldType } from './where/whereToSql';

type Attributes = Record<string, unknown>;
type Value = string | number | null;

/**
 * The statistics of rows held in memory, with the SQL layers' semantics: `count(field)` skips
 * nulls and `count(*)` does not; sum, min, max and avg of no values are null; var and stddev are
 * the sample ones (n − 1), null for fewer than two values; groups ordered nulls first ascending,
 * then by their group values, and paged.
 */
export function memoryStatistics(
  rows: Attributes[],
  fields: LayerField[],
  query: StatisticsQuery,
): Attributes[] {
  const fieldByName = new Map(fields.map((field) => [field.name, field]));
  const groups = new Map<string, Attributes[]>();
  for (const row of rows) {
    const key = JSON.stringify(query.groupBy.map((name) => row[name] ?? null));
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  // No group fields: one row, even over no features (as SQL's aggregates answer).
  if (query.groupBy.length === 0 && groups.size === 0) groups.set('[]', []);

  let results = [...groups.values()].map((members) => ({
    ...Object.fromEntries(query.groupBy.map((name) => [name, members[0]![name] ?? null])),
    ...Object.fromEntries(
      query.statistics.map((statistic) => [
        statistic.outStatisticFieldName,
        compute(statistic, members),
      ]),
    ),
  }));

  const types: Record<string, { type: FieldType }> = {};
  for (const name of query.groupBy) types[name] = { type: fieldByName.get(name)!.type };
  for (const statistic of query.statistics) {
    types[statistic.outStatisticFieldName] = {
      type: statisticType(statistic, fieldByName.get(statistic.onStatisticField)),
    };
  }
  if (query.having) results = results.filter(compileWhere(query.having, types));

  const order = [...query.orderBy, ...query.groupBy.map((field) => ({ field, descending: false }))];
  results.sort((a, b) => {
    for (const { field, descending } of order) {
      const [x, y] = [(a[field] ?? null) as Value, (b[field] ?? null) as Value];
      if (x === y) continue;
      const sign = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return descending ? -sign : sign;
    }
    return 0;
  });
  return results.slice(query.offset, query.offset + query.limit);
}

function compute({ statisticType, onStatisticField }: OutStatistic, rows: Attributes[]): Value {
  if (statisticType === 'count' && onStatisticField === '*') return rows.length;
  const values = rows
    .map((row) => (row[onStatisticField] ?? null) as Value)
    .filter((value) => value !== null);
  if (statisticType === 'count') return values.length;
  if (values.length === 0) return null;
  if (statisticType === 'min' || statisticType === 'max') {
    return values.reduce((best, value) =>
      (statisticType === 'min' ? value < best : value > best) ? value : best,
    );
  }
  const numbers = values.map(Number);
  const sum = numbers.reduce((total, value) => total + value, 0);
  if (statisticType === 'sum') return sum;
  const mean = sum / numbers.length;
  if (statisticType === 'avg') return mean;
  if (numbers.length < 2) return null;
  const variance =
    numbers.reduce((total, value) => total + (value - mean) ** 2, 0) / (numbers.length - 1);
  return statisticType === 'var' ? variance : Math.sqrt(variance);
}
