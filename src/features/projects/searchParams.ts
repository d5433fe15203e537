import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PHASES,
  PROJECT_SORTS,
} from '../../../contracts/projectFields';
import type { ProjectFilters, ProjectSearchQuery } from '../../../contracts/projects';
import { toQueryString } from '../../lib/queryString';

/**
 * The whole search state lives in the address, so a copied link reopens the same screen.
 * `pid` holds what was typed in a *Search by PID* box: digits are a PID prefix, anything else
 * is searched as text. Unknown or malformed parameters are dropped, never sent to the API.
 */

const int = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

export function searchFromParams(params: URLSearchParams): ProjectSearchQuery {
  const query: ProjectSearchQuery = {};
  const typed = params.get('pid')?.trim();
  if (typed) {
    if (/^\d{1,6}$/.test(typed)) query.pid = typed;
    else query.q = typed.slice(0, 200);
  }
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, 200);
  const districts = params
    .getAll('district')
    .map(Number)
    .filter((d) => d >= 1 && d <= 12);
  if (districts.length) query.district = districts;
  const counties = params.getAll('county').filter((c) => /^\d{5}$/.test(c));
  if (counties.length) query.county = counties;
  const phases = params
    .getAll('phase')
    .filter((p): p is (typeof PHASES)[number] => (PHASES as readonly string[]).includes(p));
  if (phases.length) query.phase = phases;
  for (const key of ['workType', 'route'] as const) {
    const values = params.getAll(key).filter(Boolean);
    if (values.length) query[key] = values;
  }
  const from = int(params.get('fiscalYearFrom'));
  const to = int(params.get('fiscalYearTo'));
  if (from) query.fiscalYearFrom = from;
  if (to) query.fiscalYearTo = to;
  const sort = params.get('sort');
  // `relevance` (matches in the PID, name or routes first) is the server's default for words.
  if (sort && [...PROJECT_SORTS, 'relevance'].includes(sort)) {
    query.sort = sort as ProjectSearchQuery['sort'];
    query.order = params.get('order') === 'desc' ? 'desc' : 'asc';
  }
  const limit = int(params.get('limit'));
  query.limit = limit && limit <= MAX_PAGE_SIZE ? limit : DEFAULT_PAGE_SIZE;
  query.offset = int(params.get('offset')) ?? 0;
  return query;
}

/** The filters of a search (what facets and exports take). */
export function filtersOf({
  sort: _s,
  order: _o,
  offset: _f,
  limit: _l,
  ...filters
}: ProjectSearchQuery): ProjectFilters {
  return filters;
}

/** The address of a search: defaults left out, so links stay short. */
export function paramsOfSearch(query: ProjectSearchQuery): URLSearchParams {
  const { offset, limit, ...rest } = query;
  return new URLSearchParams(
    toQueryString({
      ...rest,
      offset: offset ? offset : undefined,
      limit: limit && limit !== DEFAULT_PAGE_SIZE ? limit : undefined,
    }),
  );
}
