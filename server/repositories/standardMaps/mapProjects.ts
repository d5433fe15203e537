import type { Db } from '../../db/createDatabase';
import type { MapProject } from '../../standardMaps/draw/mapInput';

/** Phases that are over: their projects are not on the maps of current projects. */
const FINISHED = ['Completed', 'Cancelled'];

/** Every current project (not completed or cancelled) as the standard maps draw it. */
export async function currentMapProjects(db: Db): Promise<MapProject[]> {
  const rows = await db
    .selectFrom('projects')
    .select([
      'pid',
      'name',
      'phase',
      'work_type',
      'routes',
      'counties',
      'district',
      'fiscal_year',
      'sale_date',
      'estimated_cost',
      'geometry',
    ])
    .where('phase', 'not in', FINISHED)
    .orderBy('pid')
    .execute();
  return rows.map((row) => ({
    pid: row.pid,
    name: row.name,
    phase: row.phase,
    workType: row.work_type,
    routes: JSON.parse(row.routes) as string[],
    counties: (JSON.parse(row.counties) as { fips: string }[]).map((county) => county.fips),
    district: row.district,
    fiscalYear: row.fiscal_year,
    saleDate: row.sale_date,
    estimatedCost: Number(row.estimated_cost),
    geometry: row.geometry ? (JSON.parse(row.geometry) as MapProject['geometry']) : null,
  }));
}
