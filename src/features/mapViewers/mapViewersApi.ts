import { portalApi } from '../../services/api/portalApi';
import { GALLERY_PAGE_SIZE, startOfPage, type GallerySearch } from './gallerySearch';
import { itemsQuery, type GalleryGroup, type GalleryItem } from './viewerItems';

/** The search envelope of the portal (contract §2.7): `start` 1-based, `nextStart` -1 at the end. */
export interface PortalSearchPage<T> {
  total: number;
  start: number;
  num: number;
  nextStart: number;
  results: T[];
}

/**
 * Who asks: the portal answers per token, so a signed-in visitor's answers are cached apart
 * from an anonymous one's. Not sent; the base query sends the token.
 */
interface AskedBy {
  viewer: string | null;
}

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function groupOf(json: Json): GalleryGroup {
  return {
    id: String(json.id),
    title: text(json.title) ?? String(json.id),
    owner: text(json.owner) ?? '',
    snippet: text(json.snippet),
    thumbnail: text(json.thumbnail),
    access: text(json.access) ?? 'private',
  };
}

function itemOf(json: Json): GalleryItem {
  return {
    id: String(json.id),
    title: text(json.title) ?? String(json.id),
    type: text(json.type) ?? '',
    typeKeywords: Array.isArray(json.typeKeywords) ? json.typeKeywords.map(String) : [],
    owner: text(json.owner) ?? '',
    snippet: text(json.snippet),
    thumbnail: text(json.thumbnail),
    modified: typeof json.modified === 'number' ? json.modified : 0,
    url: text(json.url),
    access: text(json.access) ?? 'private',
  };
}

function pageOf<T>(json: Json, toResult: (result: Json) => T): PortalSearchPage<T> {
  const results = Array.isArray(json.results) ? (json.results as Json[]) : [];
  return {
    total: typeof json.total === 'number' ? json.total : results.length,
    start: typeof json.start === 'number' ? json.start : 1,
    num: typeof json.num === 'number' ? json.num : results.length,
    nextStart: typeof json.nextStart === 'number' ? json.nextStart : -1,
    results: results.map(toResult),
  };
}

/** An image answer becomes an object URL; a JSON answer is the portal refusing (HTTP 200). */
async function imageOrError(response: Response): Promise<unknown> {
  if (response.headers.get('content-type')?.includes('json')) return response.json();
  return URL.createObjectURL(await response.blob());
}

/** The Map Viewers gallery's portal reads (contract §2.6–§2.8), with the visitor's token. */
export const mapViewersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The gallery's groups by a `community/groups` query, sorted by title, 100 at most. */
    listGalleryGroups: build.query<GalleryGroup[], AskedBy & { q: string }>({
      query: ({ q }) => ({
        url: 'community/groups',
        params: { q, num: 100, start: 1, sortField: 'title', sortOrder: 'asc', f: 'json' },
      }),
      transformResponse: (json: Json) => pageOf(json, groupOf).results,
      providesTags: ['PortalGroup'],
    }),
    /** One group by id: a link may name a group the list does not hold. */
    getGalleryGroup: build.query<GalleryGroup, AskedBy & { id: string }>({
      query: ({ id }) => ({
        url: `community/groups/${encodeURIComponent(id)}`,
        params: { f: 'json' },
      }),
      transformResponse: (json: Json) => groupOf(json),
      providesTags: (_result, _error, { id }) => [{ type: 'PortalGroup', id }],
    }),
    /** How many viewers a group holds: the search's `total`, with no results asked for. */
    countGalleryItems: build.query<number, AskedBy & { groupId: string }>({
      query: ({ groupId }) => ({
        url: `content/groups/${encodeURIComponent(groupId)}/search`,
        params: { q: itemsQuery(), num: 0, start: 1, f: 'json' },
      }),
      transformResponse: (json: Json) => pageOf(json, itemOf).total,
      providesTags: ['PortalItem'],
    }),
    /** A page of a group's viewers. */
    searchGalleryItems: build.query<
      PortalSearchPage<GalleryItem>,
      AskedBy & { groupId: string; search: GallerySearch }
    >({
      query: ({ groupId, search }) => ({
        url: `content/groups/${encodeURIComponent(groupId)}/search`,
        params: {
          q: itemsQuery(search.words),
          num: GALLERY_PAGE_SIZE,
          start: startOfPage(search.page),
          sortField: search.sort,
          sortOrder: search.order,
          f: 'json',
        },
      }),
      transformResponse: (json: Json) => pageOf(json, itemOf),
      providesTags: ['PortalItem'],
    }),
    /**
     * A thumbnail only the signed-in visitor may see, fetched with the token in its header (the
     * token never goes into an address) and kept as an object URL until the cache lets it go.
     */
    getProtectedImage: build.query<string, AskedBy & { path: string }>({
      query: ({ path }) => ({ url: path, responseHandler: imageOrError }),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          URL.revokeObjectURL(data);
        } catch {
          // Removed before it loaded, or it failed: there is no URL to revoke.
        }
      },
    }),
  }),
});

export const {
  useListGalleryGroupsQuery,
  useGetGalleryGroupQuery,
  useCountGalleryItemsQuery,
  useSearchGalleryItemsQuery,
  useGetProtectedImageQuery,
} = mapViewersApi;
