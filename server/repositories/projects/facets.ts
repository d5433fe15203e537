import { sql } from 'kysely';
import { PHASES, type ProjectFacets } from '../../../contracts/projects';
import type { Db } from '../../db/createDatabase';
import { filterCondition, type FacetName, type SearchFilters } from './searchFilters';
import type { TextMatch } from './textIndex';

/** A facet's counts as read: PostgreSQL counts as bigint, which node-postgres hands back as text. */
interface CountRow {
  value: string | number;
  name?: string | null;
  count: number | string;
}

type FacetRows = Record<FacetName, CountRow[]>;

const FACETS: readonly FacetName[] = ['district', 'county', 'phase', 'workType', 'fiscalYear'];

/** The column a facet counts by (county's are in project_counties). */
const COLUMN = {
  district: 'district',
  phase: 'phase',
  workType: 'work_type',
  fiscalYear: 'fiscal_year',
} as const;

/** Whether the search filters by the facet itself (its counts then leave that filter out). */
function filtersBy(filters: SearchFilters, facet: FacetName): boolean {
  if (facet === 'fiscalYear') {
    return filters.fiscalYearFrom !== undefined || filters.fiscalYearTo !== undefined;
  }
  return (filters[facet]?.length ?? 0) > 0;
}

/**
 * Counts per district, county, phase, work type and fiscal year. Each facet applies every
 * filter but its own, so a selected district still shows the other districts' counts.
 */
export async function facetCounts(
  db: Db,
  text: TextMatch | undefined,
  filters: SearchFilters,
): Promise<ProjectFacets> {
  // A word search: the facets that do not filter by themselves all count the same matches,
  // read once (a common word matches a fifth of a million projects, and reading them once per
  // facet took 6–7 s on SQLite). Without words, each facet's own query reads an index.
  const shared = text ? FACETS.filter((facet) => !filtersBy(filters, facet)) : [];
  const [sharedRows, ...ownRows] = await Promise.all([
    shared.length > 0 ? countTogether(db, text, filters, shared) : undefined,
    ...FACETS.filter((facet) => !shared.includes(facet)).map(
      async (facet) => [facet, await countAlone(db, text, filters, facet)] as const,
    ),
  ]);
  const rows = { ...sharedRows, ...Object.fromEntries(ownRows) } as FacetRows;
  return shaped(rows);
}

/** One facet's counts over the matches of every filter but its own. */
function countAlone(
  db: Db,
  text: TextMatch | undefined,
  filters: SearchFilters,
  facet: FacetName,
): Promise<CountRow[]> {
  const matching = db
    .selectFrom('projects')
    .where((eb) => filterCondition(eb, filters, text, facet) ?? eb.lit(true));
  const count = (eb: { fn: Db['fn'] }) => eb.fn.countAll<number | string>().as('count');
  if (facet === 'county') {
    return matching
      .innerJoin('project_counties', 'project_counties.pid', 'projects.pid')
      .select(['project_counties.fips as value', 'project_counties.name as name', count])
      .groupBy(['project_counties.fips', 'project_counties.name'])
      .execute();
  }
  const column = COLUMN[facet];
  return matching
    .select([`${column} as value`, count])
    .groupBy(column)
    .execute();
}

/**
 * Several facets over the same matches in one statement: the matches are read once into a
 * materialised table, then grouped per facet.
 */
async function countTogether(
  db: Db,
  text: TextMatch | undefined,
  filters: SearchFilters,
  facets: readonly FacetName[],
): Promise<Partial<FacetRows>> {
  const matches = db
    .selectFrom('projects')
    .select(['projects.pid', 'district', 'phase', 'work_type', 'fiscal_year'])
    .where((eb) => filterCondition(eb, filters, text) ?? eb.lit(true));
  const groups = facets.map((facet) =>
    facet === 'county'
      ? // CROSS JOIN keeps SQLite to this order, a lookup per match; left to itself it read
        // every row of project_counties for a few thousand matches.
        sql`
        select 'county' as facet, pc.fips as value, pc.name as name, count(*) as count
        from matches cross join project_counties pc where pc.pid = matches.pid
        group by pc.fips, pc.name`
      : sql`
        select ${facet} as facet, cast(${sql.ref(COLUMN[facet])} as text) as value,
          null as name, count(*) as count
        from matches group by ${sql.ref(COLUMN[facet])}`,
  );
  const { rows } = await sql<CountRow & { facet: FacetName }>`
    with matches as materialized ${matches}
    ${sql.join(groups, sql` union all `)}`.execute(db);
  const byFacet: Partial<FacetRows> = Object.fromEntries(facets.map((facet) => [facet, []]));
  for (const { facet, ...row } of rows) byFacet[facet]!.push(row);
  return byFacet;
}

const phaseRank = (value: string) => {
  const rank = (PHASES as readonly string[]).indexOf(value);
  return rank < 0 ? PHASES.length : rank;
};

/** The counts as the API answers them: numbers, sorted as each facet is shown. */
function shaped(rows: FacetRows): ProjectFacets {
  const counted = (facet: FacetName) =>
    rows[facet].map((row) => ({ ...row, count: Number(row.count) }));
  const numeric = (facet: FacetName) =>
    counted(facet)
      .map(({ value, count }) => ({ value: Number(value), count }))
      .sort((a, b) => a.value - b.value);
  const texts = (facet: FacetName) =>
    counted(facet).map(({ value, count }) => ({ value: String(value), count }));
  return {
    district: numeric('district'),
    county: counted('county')
      .map(({ value, name, count }) => ({ value: String(value), name: name ?? '', count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    phase: texts('phase').sort((a, b) => phaseRank(a.value) - phaseRank(b.value)),
    workType: texts('workType').sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    fiscalYear: numeric('fiscalYear'),
  };
}
