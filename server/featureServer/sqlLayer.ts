import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import type { Geometry, Point } from 'geojson';
import type { Db } from '../db/createDatabase';
import type { Database } from '../db/schema';
import type { LayerField, LayerInfo, LayerQuery, LayerSource } from './layerSource';
import type { Box } from './spatial';
import type { PointColumns } from './pointAnswer';
import { pointSnapshot } from './pointSnapshot';
import { sqlDistinctCount, sqlStatistics, type StatisticsField } from './sqlStatistics';
import { whereToSql, type SqlField } from './where/whereToSql';

export type Row = Record<string, unknown>;

/** A field of a database layer: how the FeatureServer names it, where SQL reads it, its value. */
export interface SqlLayerField<TB extends keyof Database>
  extends LayerField, SqlField<Database, TB> {
  /** The attribute of a feature, read from the one column `column` names (in `columns`). */
  value(row: Row): unknown;
  /**
   * What orders features by this field, when an index gives the same order more cheaply than
   * `column` (the object id: the PID's text, whose order is its number's).
   */
  sortColumn?: SqlField<Database, TB>['column'];
}

/**
 * A value `column` read (a group of a statistic, a distinct value) as the attribute `value`
 * gives: `value` reads one column, so a row whose every column is that value serves.
 */
const decoded = (field: SqlLayerField<never>) => (raw: unknown) =>
  raw === null || raw === undefined ? null : field.value(new Proxy({}, { get: () => raw }));

/** A layer over one table, every filter, sort and page of a query run in SQL. */
export interface SqlLayerDefinition<TB extends keyof Database> {
  info: Omit<LayerInfo, 'fields'> & { fields: SqlLayerField<TB>[] };
  table: TB;
  /** The columns a feature needs (its attributes and its geometry). */
  columns: readonly string[];
  /** The column that orders features when nothing else does (the object id's). */
  key: string;
  objectIdOf(row: Row): number;
  /** Rows with these object ids. */
  withObjectIds(eb: ExpressionBuilder<Database, TB>, ids: number[]): Expression<SqlBool>;
  /** Rows of this layer meeting a WGS84 box (or every row of the layer without one). */
  spatial(eb: ExpressionBuilder<Database, TB>, box: Box | undefined): Expression<SqlBool>;
  /** The columns that bound a feature, for extents. */
  bounds: { minx: string; miny: string; maxx: string; maxy: string };
  geometry(row: Row): Geometry | null;
  /**
   * Points only: the layer held in memory for the queries that draw it (`pointSnapshot.ts`):
   * the attributes held (the renderer's), the columns they and the geometry are read from, and
   * a cheap version of the table's state.
   */
  snapshot?: {
    fields: readonly string[];
    columns: readonly string[];
    version(db: Db): Promise<string>;
  };
}

/** How long the extent of a whole layer is kept before it is read again. */
const EXTENT_TTL_MS = 60_000;

export function sqlLayer<TB extends keyof Database>(
  db: Db,
  definition: SqlLayerDefinition<TB>,
): LayerSource {
  const { table, info } = definition;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const sqlFields = Object.fromEntries(info.fields.map((field) => [field.name, field]));
  const fieldByName = new Map(info.fields.map((field) => [field.name, field]));
  const statisticsFields = new Map(
    info.fields.map((field) => [
      field.name,
      {
        ...field,
        column: field.column as StatisticsField['column'],
        decode: decoded(field as never),
      } satisfies StatisticsField,
    ]),
  );
  const statisticsField = (name: string) => statisticsFields.get(name)!;

  const condition = (eb: ExpressionBuilder<Database, TB>, query: LayerQuery) => {
    const parts = [definition.spatial(eb, query.bbox)];
    if (query.where) parts.push(whereToSql(eb, query.where, sqlFields));
    if (query.objectIds) parts.push(definition.withObjectIds(eb, query.objectIds));
    return eb.and(parts);
  };
  // Kysely cannot follow a table named by a type parameter; the builder is typed as one table's
  // and the definition's conditions, written for their own table, are passed through `never`.
  const from = () => db.selectFrom(table as 'projects');
  const matching = (query: LayerQuery) =>
    from().where((eb) => condition(eb as never, query) as Expression<SqlBool>);

  const boxOf = async (query: LayerQuery | undefined): Promise<Box | null> => {
    const { minx, miny, maxx, maxy } = definition.bounds;
    const row = (await from()
      .where(
        (eb) =>
          (query
            ? condition(eb as never, query)
            : definition.spatial(eb as never, undefined)) as Expression<SqlBool>,
      )
      .select([
        sql<number | null>`min(${column(minx)})`.as('minx'),
        sql<number | null>`min(${column(miny)})`.as('miny'),
        sql<number | null>`max(${column(maxx)})`.as('maxx'),
        sql<number | null>`max(${column(maxy)})`.as('maxy'),
      ])
      .executeTakeFirst()) as Record<'minx' | 'miny' | 'maxx' | 'maxy', number | null> | undefined;
    if (!row || row.minx === null || row.miny === null || row.maxx === null || row.maxy === null) {
      return null;
    }
    return [Number(row.minx), Number(row.miny), Number(row.maxx), Number(row.maxy)];
  };

  let cachedExtent: { box: Box | null; at: number } | undefined;

  const snapshotOf = (snapshot: NonNullable<SqlLayerDefinition<TB>['snapshot']>) =>
    pointSnapshot(info, {
      fields: snapshot.fields,
      version: () => snapshot.version(db),
      async load(): Promise<PointColumns> {
        const rows = (await from()
          .where((eb) => definition.spatial(eb as never, undefined) as Expression<SqlBool>)
          .select(snapshot.columns.map((name) => column(name).as(name)))
          .execute()) as Row[];
        const points = rows
          .map((row) => ({
            id: definition.objectIdOf(row),
            row,
            geometry: definition.geometry(row),
          }))
          .filter((point) => point.geometry?.type === 'Point')
          .sort((a, b) => a.id - b.id);
        const attributes = Object.fromEntries(
          snapshot.fields.map((name) => {
            const field = fieldByName.get(name)!;
            return [name, points.map(({ row }) => field.value(row) as string | number | null)];
          }),
        );
        const coordinates = (axis: 0 | 1) =>
          Float64Array.from(points, ({ geometry }) => (geometry as Point).coordinates[axis]!);
        return {
          ids: Float64Array.from(points, ({ id }) => id),
          lon: coordinates(0),
          lat: coordinates(1),
          attributes,
        };
      },
    });

  return {
    info,
    ...(definition.snapshot ? { snapshot: snapshotOf(definition.snapshot) } : {}),

    async extent() {
      if (cachedExtent && Date.now() - cachedExtent.at < EXTENT_TTL_MS) return cachedExtent.box;
      cachedExtent = { box: await boxOf(undefined), at: Date.now() };
      return cachedExtent.box;
    },

    async count(query) {
      const row = await matching(query)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async objectIds(query) {
      const rows = (await matching(query)
        .select(column(definition.key).as(definition.key))
        .orderBy(column(definition.key))
        .execute()) as Row[];
      return rows.map(definition.objectIdOf);
    },

    queryExtent: (query) => boxOf(query),

    async features(query) {
      let select = matching(query).select(definition.columns.map((name) => column(name).as(name)));
      // As SQLite orders, on PostgreSQL too: nulls first ascending (SQLite's default, so its
      // indexes still give the order), text byte by byte.
      for (const { field, descending } of query.orderBy) {
        const { column, sortColumn, type } = fieldByName.get(field)!;
        const read = sortColumn ?? column;
        select = select.orderBy(
          (eb) =>
            postgres && (type === 'string' || type === 'date')
              ? sql`${read(eb as never)} collate "C"`
              : (read(eb as never) as Expression<string>),
          (order) => (descending ? order.desc().nullsLast() : order.asc().nullsFirst()),
        );
      }
      const rows = (await select
        // The key last, so pages never overlap or skip a feature.
        .orderBy(column(definition.key))
        .offset(query.offset)
        .limit(query.limit + 1)
        .execute()) as Row[];
      const wanted = info.fields.filter(
        (field) => field.type === 'oid' || query.outFields.includes(field.name),
      );
      return {
        exceededTransferLimit: rows.length > query.limit,
        features: rows.slice(0, query.limit).map((row) => ({
          type: 'Feature',
          geometry: query.returnGeometry ? definition.geometry(row) : null,
          properties: Object.fromEntries(wanted.map((field) => [field.name, field.value(row)])),
        })),
      };
    },

    statistics: (query) => sqlStatistics(db, matching(query) as never, statisticsField, query),

    distinctValues: (query) =>
      sqlStatistics(db, matching(query) as never, statisticsField, {
        ...query,
        groupBy: query.outFields,
        statistics: [],
      }),

    distinctCount: (query) =>
      sqlDistinctCount(db, matching(query) as never, statisticsField, query),
  };
}
