import {
  sql,
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import { PHASES, type ProjectFilters, type ProjectSort } from '../../../contracts/projects';
import type { Database } from '../../db/schema';
import { normaliseRoute } from './projectRows';
import { queryTerms } from './searchText';
import type { TextMatch } from './textIndex';

/** The filters of a search with the bounding box parsed (the route checks it). */
export type SearchFilters = Omit<ProjectFilters, 'bbox'> & {
  bbox?: [number, number, number, number];
};

/** The filters a facet leaves out so that its counts show the alternatives. */
export type FacetName = 'district' | 'county' | 'phase' | 'workType' | 'fiscalYear';

type Eb = ExpressionBuilder<Database, 'projects'>;

/**
 * The condition of a search, or undefined when nothing filters. PID prefixes become an index
 * range (`pid >= '12' AND pid < '13'`); words go through the full-text index (each must start a
 * word of the project; a query with nothing searchable in it matches nothing); county and route
 * go through their indexed child tables.
 */
export function filterCondition(
  eb: Eb,
  filters: SearchFilters,
  text: TextMatch | undefined,
  except?: FacetName,
): Expression<SqlBool> | undefined {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.pid) {
    conditions.push(eb('projects.pid', '>=', filters.pid));
    conditions.push(eb('projects.pid', '<', nextPrefix(filters.pid)));
  }
  // Words without `text` had nothing searchable in them (queryTerms: `%`, `-`).
  if (queryTerms(filters.q)) conditions.push(text?.matches ?? sql<SqlBool>`1 = 0`);
  if (filters.district?.length && except !== 'district') {
    conditions.push(eb('projects.district', 'in', filters.district));
  }
  if (filters.county?.length && except !== 'county') {
    const inCounties = eb
      .selectFrom('project_counties')
      .select('project_counties.pid')
      .where('project_counties.fips', 'in', filters.county);
    conditions.push(eb('projects.pid', 'in', inCounties));
  }
  if (filters.phase?.length && except !== 'phase') {
    conditions.push(eb('projects.phase', 'in', filters.phase));
  }
  if (filters.workType?.length && except !== 'workType') {
    conditions.push(eb('projects.work_type', 'in', filters.workType));
  }
  if (filters.route?.length) {
    const onRoutes = eb
      .selectFrom('project_routes')
      .select('project_routes.pid')
      .where('project_routes.route', 'in', filters.route.map(normaliseRoute));
    conditions.push(eb('projects.pid', 'in', onRoutes));
  }
  if (except !== 'fiscalYear') {
    if (filters.fiscalYearFrom !== undefined) {
      conditions.push(eb('projects.fiscal_year', '>=', filters.fiscalYearFrom));
    }
    if (filters.fiscalYearTo !== undefined) {
      conditions.push(eb('projects.fiscal_year', '<=', filters.fiscalYearTo));
    }
  }
  if (filters.bbox) {
    const [minx, miny, maxx, maxy] = filters.bbox;
    conditions.push(eb('projects.maxx', '>=', minx), eb('projects.minx', '<=', maxx));
    conditions.push(eb('projects.maxy', '>=', miny), eb('projects.miny', '<=', maxy));
  }
  return conditions.length > 0 ? eb.and(conditions) : undefined;
}

/** The smallest string above every string starting with `prefix` (PIDs are digits). */
export function nextPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** Lower-cased words for the LIKE searches of other screens (standard maps, support). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
}

export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * What each sort key orders by. Phases order as the PDP does, not alphabetically; a missing
 * sale date sorts first, as '' (keyset paging of exports needs a value that is never NULL).
 */
export function sortExpression(eb: Eb, sort: ProjectSort): AliasableExpression<string | number> {
  switch (sort) {
    case 'pid':
      return eb.ref('projects.pid');
    case 'name':
      return eb.ref('projects.name');
    case 'description':
      return eb.ref('projects.description');
    case 'district':
      return eb.ref('projects.district');
    case 'counties':
      return eb.ref('projects.county_names');
    case 'routes':
      return eb.ref('projects.routes');
    case 'workType':
      return eb.ref('projects.work_type');
    case 'phase':
      return phaseRank(eb);
    case 'fiscalYear':
      return eb.ref('projects.fiscal_year');
    case 'saleDate':
      return eb.fn.coalesce('projects.sale_date', sql.lit(''));
    case 'estimatedCost':
      return eb.ref('projects.estimated_cost');
    case 'updatedAt':
      return eb.ref('projects.updated_at');
  }
}

function phaseRank(eb: Eb): AliasableExpression<number> {
  const whens = PHASES.map((phase, rank) => sql`when ${sql.lit(phase)} then ${sql.lit(rank)}`);
  return sql<number>`case ${eb.ref('projects.phase')} ${sql.join(whens, sql` `)} else ${sql.lit(PHASES.length)} end`;
}
