import { sql, type ExpressionBuilder } from 'kysely';
import type { Geometry } from 'geojson';
import { PHASE_COLORS, PHASES } from '../../../contracts/projectFields';
import type { Db } from '../../db/createDatabase';
import { readProjectsVersion } from '../../db/projectsVersion';
import type { Database } from '../../db/schema';
import type { FeatureService } from '../layerSource';
import { sqlLayer, type Row, type SqlLayerDefinition, type SqlLayerField } from '../sqlLayer';
import { PROJECT_BIN_LEVELS } from '../../../contracts/projectBins';
import { phaseRenderer } from './phaseRenderer';
import { projectBinsLayer } from './projectBinsLayer';

type Eb = ExpressionBuilder<Database, 'projects'>;
type ProjectField = SqlLayerField<'projects'>;

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
    // Six digits each, PIDs sort as their numbers do: the primary key's index gives the order.
    sortColumn: (eb) => eb.ref('projects.pid'),
    value: (row) => toObjectId(row.pid as string),
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
    value: (row) => (JSON.parse(row.routes as string) as string[]).join('; '),
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

/** What the two project layers share: the table, its fields, object ids from PIDs. */
const common = {
  table: 'projects',
  columns: COLUMNS,
  key: 'pid',
  objectIdOf: (row: Row) => toObjectId(row.pid as string),
  withObjectIds: (eb: Eb, ids: number[]) => {
    const pids = ids.filter((id) => id >= 0 && id <= 999_999).map(toPid);
    return pids.length > 0 ? eb('projects.pid', 'in', pids) : eb.lit(false);
  },
} as const;

const DESCRIPTION =
  'Road projects of the department: PID, county-route-section name, work, phase, sale date and cost.';

const POINTS: SqlLayerDefinition<'projects'> = {
  ...common,
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
  // The map draws the points by phase: those, held in memory for the queries that draw them.
  snapshot: {
    fields: ['phase'],
    columns: ['pid', 'phase', 'x', 'y'],
    // Changed by the database on every write to the projects (migration 0011): one row read.
    version: readProjectsVersion,
  },
};

const LINES: SqlLayerDefinition<'projects'> = {
  ...common,
  info: {
    id: 1,
    name: 'Project lines',
    description: `${DESCRIPTION} Projects along a stretch of road, as lines; matched to a query's box by their own bounding box.`,
    geometryType: 'LineString',
    displayField: 'name',
    fields: FIELDS,
    renderer: phaseRenderer('line', PHASES, PHASE_COLORS),
    maxRecordCount: 2000,
    // Lines are for close views; the points show every project state-wide.
    minScale: 600_000,
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
  geometry: (row) => (row.geometry ? (JSON.parse(row.geometry as string) as Geometry) : null),
};

/**
 * The Projects FeatureServer: layer 0 every project as a point, layer 1 the projects' lines,
 * layers 2 and 3 the points counted in squares of 9.8 and 4.9 km (what the map draws zoomed out).
 */
export function projectsService(db: Db): FeatureService {
  const points = sqlLayer(db, POINTS);
  return {
    name: 'Projects',
    description: DESCRIPTION,
    layers: [
      points,
      sqlLayer(db, LINES),
      ...PROJECT_BIN_LEVELS.map((level) => projectBinsLayer(points, level)),
    ],
  };
}
