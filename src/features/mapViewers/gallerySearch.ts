import { toQueryString } from '../../lib/queryString';

/**
 * The gallery lives in the address (`/mapviewers/group/{groupId}?q=…&sort=…&page=…`), so a copied
 * link reopens the same group, words, order and page. Malformed parameters are dropped.
 */

export const GALLERY_PAGE_SIZE = 24;
export const MAX_WORDS_LENGTH = 200;

export type GallerySort = 'title' | 'modified';
export type SortOrder = 'asc' | 'desc';

export interface GallerySearch {
  words?: string;
  sort: GallerySort;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

/** Which group the path names: none (the first group), one, or something that is no route. */
export type GalleryRoute = { kind: 'first' } | { kind: 'group'; id: string } | { kind: 'unknown' };

/** The part of the path after `/mapviewers/`. */
export function galleryRouteOf(rest: string): GalleryRoute {
  const path = rest.replace(/\/+$/, '');
  if (path === '' || path === 'group') return { kind: 'first' };
  const match = /^group\/([^/]+)$/.exec(path);
  return match ? { kind: 'group', id: match[1]! } : { kind: 'unknown' };
}

export const groupPath = (id: string) => `/mapviewers/group/${encodeURIComponent(id)}`;

const naturalOrder = (sort: GallerySort): SortOrder => (sort === 'modified' ? 'desc' : 'asc');

export function gallerySearchFromParams(params: URLSearchParams): GallerySearch {
  const words = params.get('q')?.trim().slice(0, MAX_WORDS_LENGTH);
  const sort: GallerySort = params.get('sort') === 'modified' ? 'modified' : 'title';
  const asked = params.get('order');
  const order: SortOrder = asked === 'asc' || asked === 'desc' ? asked : naturalOrder(sort);
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { ...(words ? { words } : {}), sort, order, page };
}

/** The address of a search: defaults left out, so links stay short. */
export function paramsOfGallerySearch(search: GallerySearch): URLSearchParams {
  return new URLSearchParams(
    toQueryString({
      q: search.words,
      sort: search.sort === 'title' ? undefined : search.sort,
      order: search.order === naturalOrder(search.sort) ? undefined : search.order,
      page: search.page > 1 ? search.page : undefined,
    }),
  );
}

/** The portal's `start` (1-based) of a page. */
export const startOfPage = (page: number) => (page - 1) * GALLERY_PAGE_SIZE + 1;

/** Sort and order as one choice: the screen offers them in one menu. */
export type SortChoice = `${GallerySort}-${SortOrder}`;

export const SORT_CHOICES: readonly SortChoice[] = [
  'title-asc',
  'title-desc',
  'modified-desc',
  'modified-asc',
];

export const sortChoiceOf = ({ sort, order }: GallerySearch): SortChoice => `${sort}-${order}`;

export function sortOfChoice(choice: SortChoice): Pick<GallerySearch, 'sort' | 'order'> {
  const [sort, order] = choice.split('-') as [GallerySort, SortOrder];
  return { sort, order };
}
