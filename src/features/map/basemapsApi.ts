import { portalApi } from '../../services/api/portalApi';

/** A web map or web scene of the portal's basemap gallery, as the picker lists it. */
export interface GalleryBasemap {
  id: string;
  title: string;
  type: 'Web Map' | 'Web Scene';
  /** Under the sharing root: `content/items/{id}/info/{thumbnail}`; null when it has none. */
  thumbnailPath: string | null;
  /** A public item's thumbnail loads straight from the portal; the others need the token. */
  isPublic: boolean;
}

/** Spec §9: the gallery's basemaps are its web maps and web scenes (apps excluded). */
export const BASEMAP_ITEMS_QUERY =
  '(type:"Web Map" OR type:"Web Scene") -type:"Web Mapping Application"';

/** The portal answers per token: a signed-in visitor's gallery is cached apart (not sent). */
interface AskedBy {
  viewer: string | null;
}

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const resultsOf = (json: unknown): Json[] => {
  const results = (json as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as Json[]) : [];
};

function basemapOf(json: Json): GalleryBasemap | null {
  const id = text(json.id);
  const type = json.type;
  if (!id || (type !== 'Web Map' && type !== 'Web Scene')) return null;
  const thumbnail = text(json.thumbnail);
  return {
    id,
    title: text(json.title) ?? id,
    type,
    thumbnailPath: thumbnail
      ? `content/items/${encodeURIComponent(id)}/info/${thumbnail.split('/').map(encodeURIComponent).join('/')}`
      : null,
    isPublic: json.access === 'public',
  };
}

/** The map's basemap picker reads the portal's basemap gallery (contract §2.3, §2.6, §2.7). */
export const basemapsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first group `basemapGalleryGroupQuery` (portals/self) finds, and its web maps and web
     * scenes, 100 at most, in the group's own order — what @arcgis/core's BasemapGallery shows.
     * No group: an empty gallery.
     */
    getBasemapGallery: build.query<GalleryBasemap[], AskedBy & { groupQuery: string }>({
      async queryFn({ groupQuery }, _api, _extra, baseQuery) {
        const groups = await baseQuery({
          url: 'community/groups',
          params: { q: groupQuery, num: 1, start: 1, f: 'json' },
        });
        if (groups.error) return { error: groups.error };
        const group = resultsOf(groups.data)[0];
        const groupId = text(group?.id);
        if (!group || !groupId) return { data: [] };
        const items = await baseQuery({
          url: `content/groups/${encodeURIComponent(groupId)}/search`,
          params: {
            q: BASEMAP_ITEMS_QUERY,
            num: 100,
            start: 1,
            sortField: text(group.sortField) ?? 'name',
            sortOrder: text(group.sortOrder) ?? 'asc',
            f: 'json',
          },
        });
        if (items.error) return { error: items.error };
        return {
          data: resultsOf(items.data)
            .map(basemapOf)
            .filter((basemap) => basemap !== null),
        };
      },
      providesTags: ['PortalGroup', 'PortalItem'],
    }),
  }),
});

export const { useGetBasemapGalleryQuery } = basemapsApi;
