import {
  expressionBuilder,
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type AliasedRawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { Db } from '../db/createDatabase';
import type { Database } from '../db/schema';
import type { LayerField, LayerQuery, OutStatistic, StatisticsQuery } from './layerSource';
import { whereToSql, type FieldType, type SqlField } from './where/whereToSql';

type Row = Record<string, unknown>;

/** A layer field as the statistics read it: its SQL expression and how a raw value reads. */
export interface StatisticsField extends LayerField {
  column(eb: ExpressionBuilder<Database, never>): Expression<unknown>;
  decode(raw: unknown): unknown;
}

/** The type of a statistic's answer (`count` a whole number; min/max keep a date a date). */
export function statisticType(statistic: OutStatistic, field: LayerField | undefined): FieldType {
  if (statistic.statisticType === 'count') return 'integer';
  if (field?.type === 'date' && ['min', 'max'].includes(statistic.statisticType)) return 'date';
  return 'double';
}

/**
 * One row per group of the rows `matching` selects, in three steps, every value bound:
 *
 * 1. the matching rows, each with its group values (`g0…`), the values the statistics read
 *    (`v0…`) and, for stddev and var, its distance from its group's mean (`d0…`, a window);
 * 2. grouped: `count`, `sum`, `min`, `max`, `avg` as SQL has them; var the sample variance
 *    Σd²/(n−1) (two passes, so no cancellation), stddev its root — SQL Server's VAR and STDEV,
 *    which ArcGIS Server answers with, and the same on SQLite, which has neither;
 * 3. the groups filtered by `having`, ordered (nulls first ascending, as SQLite sorts them;
 *    text byte-wise on PostgreSQL as on SQLite) and paged.
 *
 * Numbers are cast to double precision before they are summed, so an integer column never
 * overflows and PostgreSQL's numeric and SQLite's real answer alike.
 */
export async function sqlStatistics(
  db: Db,
  matching: SelectQueryBuilder<Database, never, object>,
  fieldOf: (name: string) => StatisticsField,
  query: StatisticsQuery,
): Promise<Row[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const eb = expressionBuilder<Database, never>();
  const groups = query.groupBy.map(fieldOf);
  const statistics = query.statistics.map((statistic) => ({
    ...statistic,
    field: statistic.onStatisticField === '*' ? undefined : fieldOf(statistic.onStatisticField),
  }));

  const asDouble = (expression: Expression<unknown>) =>
    sql`cast(${expression} as double precision)`;
  const partition = groups.length
    ? sql`partition by ${sql.join(groups.map((field) => field.column(eb)))}`
    : sql``;

  const inner: AliasedRawBuilder<unknown, string>[] = groups.map((field, i) =>
    sql`${field.column(eb)}`.as(`g${i}`),
  );
  statistics.forEach(({ field, statisticType }, i) => {
    if (!field) return;
    const column = field.column(eb);
    const value = ['min', 'max', 'count'].includes(statisticType) ? column : asDouble(column);
    inner.push(sql`${value}`.as(`v${i}`));
    if (statisticType === 'stddev' || statisticType === 'var') {
      inner.push(sql`${value} - avg(${value}) over (${partition})`.as(`d${i}`));
    }
  });
  if (inner.length === 0) inner.push(sql`1`.as('one'));

  const t = (name: string) => sql.ref(`t.${name}`);
  const aggregate = ({ field, statisticType }: (typeof statistics)[number], i: number) => {
    const v = t(`v${i}`);
    const variance = sql`sum(${t(`d${i}`)} * ${t(`d${i}`)}) / nullif(count(${t(`d${i}`)}) - 1, 0)`;
    switch (statisticType) {
      case 'count':
        return field ? sql`count(${v})` : sql`count(*)`;
      case 'sum':
        return sql`sum(${v})`;
      case 'min':
        return sql`min(${v})`;
      case 'max':
        return sql`max(${v})`;
      case 'avg':
        return sql`avg(${v})`;
      case 'var':
        return variance;
      case 'stddev':
        return sql`sqrt(${variance})`;
    }
  };
  const outer = [
    ...groups.map((_field, i) => sql`${t(`g${i}`)} as ${sql.id(`g${i}`)}`),
    ...statistics.map((statistic, i) => sql`${aggregate(statistic, i)} as ${sql.id(`s${i}`)}`),
  ];
  if (outer.length === 0) outer.push(sql`count(*) as ${sql.id('n')}`);
  const groupBy = groups.length
    ? sql`group by ${sql.join(groups.map((_field, i) => t(`g${i}`)))}`
    : sql``;

  // The grouped rows by the names a query uses: group fields and out-statistic names.
  const columns = new Map<string, { alias: string; type: FieldType }>();
  groups.forEach((field, i) => columns.set(field.name, { alias: `g${i}`, type: field.type }));
  statistics.forEach((statistic, i) =>
    columns.set(statistic.outStatisticFieldName, {
      alias: `s${i}`,
      type: statisticType(statistic, statistic.field),
    }),
  );
  const r = (alias: string) => sql.ref(`r.${alias}`);
  const having = query.having
    ? sql`where ${whereToSql(
        eb,
        query.having,
        Object.fromEntries(
          [...columns].map(([name, { alias, type }]) => [
            name,
            { type, column: () => r(alias) } satisfies SqlField<Database, never>,
          ]),
        ),
      )}`
    : sql``;

  const order = [
    ...query.orderBy.map(({ field, descending }) => ({ ...columns.get(field)!, descending })),
    ...groups.map((field, i) => ({ alias: `g${i}`, type: field.type, descending: false })),
  ].map(({ alias, type, descending }) => {
    const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
    const text = postgres && (type === 'string' || type === 'date');
    return text ? sql`${r(alias)} collate "C" ${direction}` : sql`${r(alias)} ${direction}`;
  });
  const orderBy = order.length ? sql`order by ${sql.join(order)}` : sql``;

  const { rows } = await sql<Row>`select * from (select ${sql.join(outer)} from (${matching.select(
    () => inner,
  )}) as t ${groupBy}) as r ${having} ${orderBy} limit ${query.limit} offset ${query.offset}`.execute(
    db,
  );
  return rows.map((row) => ({
    ...Object.fromEntries(groups.map((field, i) => [field.name, field.decode(row[`g${i}`])])),
    ...Object.fromEntries(
      statistics.map((statistic, i) => {
        const raw = row[`s${i}`];
        const type = statisticType(statistic, statistic.field);
        const value =
          raw === null || raw === undefined
            ? null
            : type === 'date'
              ? statistic.field!.decode(raw)
              : Number(raw);
        return [statistic.outStatisticFieldName, value];
      }),
    ),
  }));
}

/** How many distinct combinations of `query.outFields` the matching rows hold. */
export async function sqlDistinctCount(
  db: Db,
  matching: SelectQueryBuilder<Database, never, object>,
  fieldOf: (name: string) => StatisticsField,
  query: LayerQuery,
): Promise<number> {
  const eb = expressionBuilder<Database, never>();
  const fields = query.outFields.map(fieldOf);
  const distinct = matching.select(() =>
    fields.map((field, i) => sql`${field.column(eb)}`.as(`g${i}`)),
  );
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (${distinct.distinct()}) as t`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
