import {
  DATASET_ACCESS,
  DATASET_CATEGORIES,
  DATASET_PAGE_SIZE,
  DATASET_SORTS,
  MAX_DATASET_PAGE_SIZE,
  Q_MAX,
  type DatasetAccess,
  type DatasetCategory,
} from '../../../../contracts/datasetFields';
import type { DatasetListQuery } from '../../../../contracts/datasets';
import { toQueryString } from '../../../lib/queryString';

/**
 * The glossary's search lives in the address (`/data?q=pid&category=Projects&sort=title`), so a
 * copied link reopens the same table; the tab too (`?tab=terms&q=…`). Unknown or malformed
 * parameters are dropped, never sent.
 */

export type DatasetSort = (typeof DATASET_SORTS)[number];
export type GlossaryTab = 'datasets' | 'terms';

export interface GlossaryAddress {
  tab: GlossaryTab;
  /** The datasets' search (the terms' search words are `q` as well, on their tab). */
  query: DatasetListQuery;
}

const includes = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

const int = (value: string | null) =>
  value && /^\d{1,6}$/.test(value) ? Number(value) : undefined;

/** A column's natural direction: newest and largest first, words A to Z. */
export const naturalOrder = (sort: DatasetSort): 'asc' | 'desc' =>
  sort === 'lastUpdated' || sort === 'recordCount' ? 'desc' : 'asc';

export function glossaryFromParams(params: URLSearchParams): GlossaryAddress {
  const tab: GlossaryTab = params.get('tab') === 'terms' ? 'terms' : 'datasets';
  const query: DatasetListQuery = {};
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, Q_MAX);
  const category = params.get('category');
  if (includes<DatasetCategory>(DATASET_CATEGORIES, category)) query.category = category;
  const access = params.get('access');
  if (includes<DatasetAccess>(DATASET_ACCESS, access)) query.access = access;
  const sort = params.get('sort');
  if (includes<DatasetSort>(DATASET_SORTS, sort)) query.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') query.order = order;
  const limit = int(params.get('limit'));
  query.limit = limit && limit <= MAX_DATASET_PAGE_SIZE ? limit : DATASET_PAGE_SIZE;
  query.offset = int(params.get('offset')) ?? 0;
  return { tab, query };
}

/** The address of a search: defaults left out, so links stay short. */
export function paramsOfGlossary({ tab, query }: GlossaryAddress): URLSearchParams {
  const { offset, limit, ...rest } = query;
  return new URLSearchParams(
    toQueryString({
      tab: tab === 'terms' ? 'terms' : undefined,
      ...rest,
      offset: offset ? offset : undefined,
      limit: limit && limit !== DATASET_PAGE_SIZE ? limit : undefined,
    }),
  );
}

/** Words, a category or an access narrow the search: finding nothing is then "no match". */
export const isNarrowed = (query: DatasetListQuery) =>
  query.q !== undefined || query.category !== undefined || query.access !== undefined;
