import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Geometry } from 'geojson';
import { PHASE_COLORS, PHASES } from '../../../contracts/projectFields';
import type { Db } from '../../db/createDatabase';
import type { Database, ProjectsTable } from '../../db/schema';
import type {
  FeatureService,
  LayerField,
  LayerInfo,
  LayerQuery,
  LayerSource,
} from '../layerSource';
import type { Box } from '../spatial';
import { whereToSql, type SqlField } from '../where/whereToSql';
import { phaseRenderer } from './phaseRenderer';

type Eb = ExpressionBuilder<Database, 'projects'>;
type Row = Pick<ProjectsTable, (typeof COLUMNS)[number]>;

interface ProjectField extends LayerField, SqlField<Database, 'projects'> {
  value(row: Row): unknown;
}

const COLUMNS = [
  'pid',
  'name',
  'description',
  'district',
  'county_names',
  'routes',
  'work_type',
  'phase',
  'fiscal_year',
  'sale_date',
  'estimated_cost',
  'updated_at',
  'geometry',
  'x',
  'y',
] as const;

/** PIDs are six digits, so the number they spell is a unique, stable object id. */
const toObjectId = (pid: string) => Number(pid);
const toPid = (id: number) => String(id).padStart(6, '0');

const FIELDS: ProjectField[] = [
  {
    name: 'OBJECTID',
    type: 'oid',
    alias: 'Object ID',
    column: (eb) => sql`cast(${eb.ref('projects.pid')} as integer)`,
    value: (row) => toObjectId(row.pid),
  },
  text('pid', 'PID', 6, 'pid'),
  text('name', 'Name', 40, 'name'),
  text('description', 'Description', 500, 'description'),
  {
    name: 'district',
    type: 'integer',
    alias: 'District',
    column: (eb) => eb.ref('projects.district'),
    value: (row) => Number(row.district),
  },
  text('counties', 'Counties', 200, 'county_names'),
  {
    name: 'routes',
    type: 'string',
    alias: 'Routes',
    length: 200,
    column: (eb) => eb.ref('projects.routes'),
    value: (row) => (JSON.parse(row.routes) as string[]).join('; '),
  },
  text('workType', 'Work type', 60, 'work_type'),
  text('phase', 'Phase', 30, 'phase'),
  {
    name: 'fiscalYear',
    type: 'integer',
    alias: 'Fiscal year',
    column: (eb) => eb.ref('projects.fiscal_year'),
    value: (row) => Number(row.fiscal_year),
  },
  {
    name: 'saleDate',
    type: 'date',
    alias: 'Sale date',
    column: (eb) => eb.ref('projects.sale_date'),
    value: (row) => row.sale_date,
  },
  {
    name: 'estimatedCost',
    type: 'double',
    alias: 'Estimated cost (USD)',
    column: (eb) => eb.ref('projects.estimated_cost'),
    value: (row) => Number(row.estimated_cost),
  },
  {
    name: 'updatedAt',
    type: 'date',
    alias: 'Updated',
    column: (eb) => eb.ref('projects.updated_at'),
    value: (row) => row.updated_at,
  },
];

function text(
  name: string,
  alias: string,
  length: number,
  column: 'pid' | 'name' | 'description' | 'county_names' | 'work_type' | 'phase',
): ProjectField {
  return {
    name,
    type: 'string',
    alias,
    length,
    column: (eb) => eb.ref(`projects.${column}`),
    value: (row) => row[column],
  };
}

const FIELD_BY_NAME = new Map(FIELDS.map((field) => [field.name, field]));
const SQL_FIELDS = Object.fromEntries(FIELDS.map((field) => [field.name, field]));

/** How one of the two project layers finds, bounds and draws its features. */
interface Shape {
  info: LayerInfo;
  /** Rows of this layer meeting a WGS84 box (or every row of this layer without one). */
  spatial(eb: Eb, box: Box | undefined): Expression<SqlBool>;
  bounds: { minx: string; miny: string; maxx: string; maxy: string };
  geometry(row: Row): Geometry | null;
}

const DESCRIPTION =
  'Road projects of the department: PID, county-route-section name, work, phase, sale date and cost.';

const POINTS: Shape = {
  info: {
    id: 0,
    name: 'Projects',
    description: `${DESCRIPTION} Every project as one point: its location, or halfway along its line.`,
    geometryType: 'Point',
    displayField: 'name',
    fields: FIELDS,
    renderer: phaseRenderer('point', PHASES, PHASE_COLORS),
    maxRecordCount: 2000,
  },
  spatial: (eb, box) =>
    box
      ? eb.and([eb.between('projects.x', box[0], box[2]), eb.between('projects.y', box[1], box[3])])
      : eb('projects.x', 'is not', null),
  bounds: { minx: 'x', miny: 'y', maxx: 'x', maxy: 'y' },
  geometry: (row) =>
    row.x === null || row.y === null
      ? null
      : { type: 'Point', coordinates: [Number(row.x), Number(row.y)] },
};

const LINES: Shape = {
  info: {
    id: 1,
    name: 'Project lines',
    description: `${DESCRIPTION} Projects along a stretch of road, as lines; matched to a query's box by their own bounding box.`,
    geometryType: 'LineString',
    displayField: 'name',
    fields: FIELDS,
    renderer: phaseRenderer('line', PHASES, PHASE_COLORS),
    maxRecordCount: 2000,
  },
  spatial: (eb, box) => {
    const lines = eb('projects.geometry_type', '=', 'LineString');
    if (!box) return lines;
    return eb.and([
      lines,
      eb('projects.maxx', '>=', box[0]),
      eb('projects.minx', '<=', box[2]),
      eb('projects.maxy', '>=', box[1]),
      eb('projects.miny', '<=', box[3]),
    ]);
  },
  bounds: { minx: 'minx', miny: 'miny', maxx: 'maxx', maxy: 'maxy' },
  geometry: (row) => (row.geometry ? (JSON.parse(row.geometry) as Geometry) : null),
};

/** How long the extent of a whole layer is kept before it is read again. */
const EXTENT_TTL_MS = 60_000;

function projectLayer(db: Db, shape: Shape): LayerSource {
  const condition = (eb: Eb, query: LayerQuery): Expression<SqlBool> => {
    const parts = [shape.spatial(eb, query.bbox)];
    if (query.where) parts.push(whereToSql(eb, query.where, SQL_FIELDS));
    if (query.objectIds) {
      const pids = query.objectIds.filter((id) => id >= 0 && id <= 999_999).map(toPid);
      parts.push(pids.length > 0 ? eb('projects.pid', 'in', pids) : eb.lit(false));
    }
    return eb.and(parts);
  };
  const matching = (query: LayerQuery) =>
    db.selectFrom('projects').where((eb) => condition(eb, query));

  const boxOf = async (query: LayerQuery | undefined): Promise<Box | null> => {
    const { minx, miny, maxx, maxy } = shape.bounds;
    const ref = (column: string) => sql.ref(`projects.${column}`);
    const row = await db
      .selectFrom('projects')
      .where((eb) => (query ? condition(eb, query) : shape.spatial(eb, undefined)))
      .select([
        sql<number | null>`min(${ref(minx)})`.as('minx'),
        sql<number | null>`min(${ref(miny)})`.as('miny'),
        sql<number | null>`max(${ref(maxx)})`.as('maxx'),
        sql<number | null>`max(${ref(maxy)})`.as('maxy'),
      ])
      .executeTakeFirst();
    if (!row || row.minx === null || row.miny === null || row.maxx === null || row.maxy === null) {
      return null;
    }
    return [Number(row.minx), Number(row.miny), Number(row.maxx), Number(row.maxy)];
  };

  let cachedExtent: { box: Box | null; at: number } | undefined;

  return {
    info: shape.info,

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
      const rows = await matching(query).select('projects.pid').orderBy('projects.pid').execute();
      return rows.map((row) => toObjectId(row.pid));
    },

    queryExtent: (query) => boxOf(query),

    async features(query) {
      let select = matching(query).select(COLUMNS.map((column) => `projects.${column}` as const));
      for (const { field, descending } of query.orderBy) {
        const column = FIELD_BY_NAME.get(field)!.column;
        select = select.orderBy(
          (eb) => column(eb) as Expression<string>,
          descending ? 'desc' : 'asc',
        );
      }
      const rows = await select
        // Object id order last, so pages never overlap or skip a feature.
        .orderBy('projects.pid')
        .offset(query.offset)
        .limit(query.limit + 1)
        .execute();
      const page = rows.slice(0, query.limit);
      const wanted = FIELDS.filter(
        (field) => field.name === 'OBJECTID' || query.outFields.includes(field.name),
      );
      return {
        exceededTransferLimit: rows.length > query.limit,
        features: page.map((row) => ({
          type: 'Feature',
          geometry: query.returnGeometry ? shape.geometry(row) : null,
          properties: Object.fromEntries(wanted.map((field) => [field.name, field.value(row)])),
        })),
      };
    },
  };
}

/** The Projects FeatureServer: layer 0 every project as a point, layer 1 the projects' lines. */
export function projectsService(db: Db): FeatureService {
  return {
    name: 'Projects',
    description: DESCRIPTION,
    layers: [projectLayer(db, POINTS), projectLayer(db, LINES)],
  };
}
