import {
  MAX_STANDARD_MAP_PAGE_SIZE,
  STANDARD_MAP_CATEGORIES,
  STANDARD_MAP_PAGE_SIZE,
  STANDARD_MAP_SORTS,
  type StandardMapCategory,
  type StandardMapSort,
} from '../../../contracts/standardMapFields';
import type { StandardMapListQuery } from '../../../contracts/standardMaps';
import { toQueryString } from '../../lib/queryString';

/**
 * The library's search lives in the address (`/maps?category=County&county=39041&q=…`), so a
 * copied link reopens the same gallery. Unknown or malformed parameters are dropped, never sent.
 */

const int = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const isCategory = (value: string): value is StandardMapCategory =>
  (STANDARD_MAP_CATEGORIES as readonly string[]).includes(value);

const isSort = (value: string | null): value is StandardMapSort =>
  value !== null && (STANDARD_MAP_SORTS as readonly string[]).includes(value);

/** The filters a visitor can set (the search words aside); "Clear filters" clears them. */
export const MAP_FILTERS = ['category', 'district', 'county'] as const;

const unique = <T>(values: T[]) => [...new Set(values)];

export function mapSearchFromParams(params: URLSearchParams): StandardMapListQuery {
  const query: StandardMapListQuery = {};
  const categories = unique(params.getAll('category').filter(isCategory));
  if (categories.length) query.category = categories;
  const districts = unique(params.getAll('district').map(int)).filter(
    (d): d is number => d !== undefined && d >= 1 && d <= 99,
  );
  if (districts.length) query.district = districts;
  const counties = unique(params.getAll('county').filter((c) => /^\d{5}$/.test(c)));
  if (counties.length) query.county = counties;
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, 200);
  const sort = params.get('sort');
  if (isSort(sort) && sort !== 'category') query.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') query.order = order;
  const limit = int(params.get('limit'));
  query.limit = limit && limit <= MAX_STANDARD_MAP_PAGE_SIZE ? limit : STANDARD_MAP_PAGE_SIZE;
  query.offset = int(params.get('offset')) ?? 0;
  return query;
}

/** The address of a search: defaults left out, so links stay short. */
export function paramsOfMapSearch(query: StandardMapListQuery): URLSearchParams {
  const { offset, limit, ...rest } = query;
  return new URLSearchParams(
    toQueryString({
      ...rest,
      offset: offset ? offset : undefined,
      limit: limit && limit !== STANDARD_MAP_PAGE_SIZE ? limit : undefined,
    }),
  );
}

/** How many filters are set (each chosen value counts), for the phone's "Filters (2)" button. */
export function activeFilterCount(query: StandardMapListQuery): number {
  return MAP_FILTERS.reduce((sum, key) => sum + (query[key]?.length ?? 0), 0);
}

/** The sort and order of a search as one choice: the screen offers them in one menu. */
export type SortChoice = `${StandardMapSort}-${'asc' | 'desc'}`;

export const SORT_CHOICES: readonly SortChoice[] = [
  'category-asc',
  'title-asc',
  'title-desc',
  'editionDate-desc',
  'editionDate-asc',
];

export function sortChoiceOf({ sort = 'category', order }: StandardMapListQuery): SortChoice {
  return `${sort}-${order ?? (sort === 'editionDate' ? 'desc' : 'asc')}`;
}

export function sortOfChoice(choice: SortChoice): Pick<StandardMapListQuery, 'sort' | 'order'> {
  const [sort, order] = choice.split('-') as [StandardMapSort, 'asc' | 'desc'];
  if (sort === 'category') return { sort: undefined, order: undefined };
  const natural = sort === 'editionDate' ? 'desc' : 'asc';
  return { sort, order: order === natural ? undefined : order };
}
