import { PHASES, type ProjectFacets } from '../../../contracts/projects';
import type { Db } from '../../db/createDatabase';
import { filterCondition, type FacetName, type SearchFilters } from './searchFilters';
import type { TextMatch } from './textIndex';

/**
 * Counts per district, county, phase, work type and fiscal year. Each facet applies every
 * filter but its own, so a selected district still shows the other districts' counts.
 */
export async function facetCounts(
  db: Db,
  text: TextMatch | undefined,
  filters: SearchFilters,
): Promise<ProjectFacets> {
  const matching = (except: FacetName) =>
    db
      .selectFrom('projects')
      .where((eb) => filterCondition(eb, filters, text, except) ?? eb.lit(true));
  const count = (eb: { fn: Db['fn'] }) => eb.fn.countAll<number | string>().as('count');

  const [district, county, phase, workType, fiscalYear] = await Promise.all([
    matching('district').select(['district as value', count]).groupBy('district').execute(),
    matching('county')
      .innerJoin('project_counties', 'project_counties.pid', 'projects.pid')
      .select(['project_counties.fips as value', 'project_counties.name as name', count])
      .groupBy(['project_counties.fips', 'project_counties.name'])
      .execute(),
    matching('phase').select(['phase as value', count]).groupBy('phase').execute(),
    matching('workType').select(['work_type as value', count]).groupBy('work_type').execute(),
    matching('fiscalYear').select(['fiscal_year as value', count]).groupBy('fiscal_year').execute(),
  ]);

  // PostgreSQL counts as bigint, which node-postgres hands back as text.
  const numbers = <T extends { count: number | string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, count: Number(row.count) }));
  const phaseRank = (value: string) => {
    const rank = (PHASES as readonly string[]).indexOf(value);
    return rank < 0 ? PHASES.length : rank;
  };
  return {
    district: numbers(district)
      .map((row) => ({ ...row, value: Number(row.value) }))
      .sort((a, b) => a.value - b.value),
    county: numbers(county).sort((a, b) => a.name.localeCompare(b.name)),
    phase: numbers(phase).sort((a, b) => phaseRank(a.value) - phaseRank(b.value)),
    workType: numbers(workType).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    fiscalYear: numbers(fiscalYear)
      .map((row) => ({ ...row, value: Number(row.value) }))
      .sort((a, b) => a.value - b.value),
  };
}
