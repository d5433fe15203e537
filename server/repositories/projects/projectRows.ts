import type {
  Milestone,
  Project,
  ProjectGeometry,
  ProjectListItem,
  Phase,
} from '../../../contracts/projects';
import type {
  ProjectCountiesTable,
  ProjectFundingTable,
  ProjectMilestonesTable,
  ProjectRoutesTable,
  ProjectsTable,
} from '../../db/schema';
import { searchDocuments } from './searchText';

/** One project as the rows of the five project tables. */
export interface ProjectRows {
  project: ProjectsTable;
  counties: ProjectCountiesTable[];
  routes: ProjectRoutesTable[];
  milestones: ProjectMilestonesTable[];
  funding: ProjectFundingTable[];
}

/** Routes are compared in upper case: `us-23` finds `US-23`. */
export function normaliseRoute(route: string): string {
  return route.trim().toUpperCase();
}

export function toRows(project: Project): ProjectRows {
  const { pid } = project;
  const routes = project.routes.map(normaliseRoute);
  const box = project.geometry ? boundingBox(project.geometry) : null;
  const point = project.geometry ? representativePoint(project.geometry) : null;
  return {
    project: {
      pid,
      name: project.name,
      description: project.description,
      district: project.district,
      counties: JSON.stringify(project.counties.map(({ fips, name }) => ({ fips, name }))),
      county_names: project.counties.map((county) => county.name).join('; '),
      routes: JSON.stringify(routes),
      begin_slm: project.beginSlm,
      end_slm: project.endSlm,
      work_type: project.workType,
      phase: project.phase,
      sale_date: project.saleDate,
      fiscal_year: project.fiscalYear,
      estimated_cost: project.estimatedCost,
      contact_name: project.contact.name,
      contact_email: project.contact.email,
      contact_phone: project.contact.phone,
      geometry: project.geometry ? JSON.stringify(project.geometry) : null,
      geometry_type: project.geometry?.type ?? null,
      minx: box?.[0] ?? null,
      miny: box?.[1] ?? null,
      maxx: box?.[2] ?? null,
      maxy: box?.[3] ?? null,
      x: point?.[0] ?? null,
      y: point?.[1] ?? null,
      ...searchDocuments({ ...project, routes }),
      updated_at: project.updatedAt,
    },
    counties: project.counties.map(({ fips, name }, position) => ({ pid, position, fips, name })),
    routes: routes.map((route, position) => ({ pid, position, route })),
    milestones: project.milestones.map((milestone, position) => ({ pid, position, ...milestone })),
    funding: project.funding.map((part, position) => ({ pid, position, ...part })),
  };
}

/** `[minx, miny, maxx, maxy]` of a point or a line. */
export function boundingBox(geometry: ProjectGeometry): [number, number, number, number] {
  const positions = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of positions) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return box;
}

/**
 * Where a map draws the project as a point: the point itself, or the point halfway along the
 * line (measured in degrees with longitude scaled by the cosine of the latitude, which is exact
 * enough over the length of a road project).
 */
export function representativePoint(geometry: ProjectGeometry): [number, number] {
  if (geometry.type === 'Point') return [geometry.coordinates[0], geometry.coordinates[1]];
  const line = geometry.coordinates;
  const scale = Math.cos(((line[0]?.[1] ?? 0) * Math.PI) / 180);
  const lengths = line.slice(1).map(([x, y], i) => {
    const [px, py] = line[i]!;
    return Math.hypot((x - px) * scale, y - py);
  });
  let remaining = lengths.reduce((sum, length) => sum + length, 0) / 2;
  for (const [i, length] of lengths.entries()) {
    if (remaining <= length && length > 0) {
      const [ax, ay] = line[i]!;
      const [bx, by] = line[i + 1]!;
      const t = remaining / length;
      return [ax + (bx - ax) * t, ay + (by - ay) * t];
    }
    remaining -= length;
  }
  const [x, y] = line[0]!;
  return [x, y];
}

/** The columns a list row needs. */
export const LIST_COLUMNS = [
  'pid',
  'name',
  'description',
  'district',
  'counties',
  'routes',
  'work_type',
  'phase',
  'fiscal_year',
  'sale_date',
  'estimated_cost',
  'updated_at',
] as const;

export type ListRow = Pick<ProjectsTable, (typeof LIST_COLUMNS)[number]>;

export function toListItem(row: ListRow): ProjectListItem {
  return {
    pid: row.pid,
    name: row.name,
    description: row.description,
    district: row.district,
    counties: JSON.parse(row.counties) as ProjectListItem['counties'],
    routes: JSON.parse(row.routes) as string[],
    workType: row.work_type,
    phase: row.phase as Phase,
    // PostgreSQL may hand back numeric types as text; both dialects agree after Number().
    fiscalYear: Number(row.fiscal_year),
    saleDate: row.sale_date,
    estimatedCost: Number(row.estimated_cost),
    updatedAt: row.updated_at,
  };
}

export function toProject(
  row: ProjectsTable,
  milestones: ProjectMilestonesTable[],
  funding: ProjectFundingTable[],
): Project {
  return {
    ...toListItem(row),
    beginSlm: row.begin_slm === null ? null : Number(row.begin_slm),
    endSlm: row.end_slm === null ? null : Number(row.end_slm),
    milestones: milestones.map(({ phase, planned, actual }) => ({
      phase: phase as Milestone['phase'],
      planned,
      actual,
    })),
    funding: funding.map(({ source, amount }) => ({ source, amount: Number(amount) })),
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    geometry: row.geometry ? (JSON.parse(row.geometry) as ProjectGeometry) : null,
  };
}
