import { portalApi } from '../../services/api/portalApi';

/** A portal item a layer can be made from (contract §2.7). */
export interface LayerItem {
  id: string;
  title: string;
  type: string;
  owner: string;
  snippet?: string | null;
}

export interface LayerItemSearch {
  total: number;
  nextStart: number;
  results: LayerItem[];
}

/** Escapes what the portal's query syntax would read as syntax. */
const quoted = (text: string) => text.replace(/["\\]/g, ' ').trim();

/** Portal items that can be added to a map as a layer: feature and map services. */
export const mapPortalApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    searchLayerItems: build.query<LayerItemSearch, { text: string; start: number }>({
      query: ({ text, start }) => ({
        url: 'search',
        params: {
          q: `${text.trim() ? `"${quoted(text)}" AND ` : ''}(type:"Feature Service" OR type:"Map Service")`,
          num: 20,
          start,
          sortField: 'title',
          sortOrder: 'asc',
          f: 'json',
        },
      }),
      providesTags: ['PortalItem'],
    }),
    /** One item (contract §2.8): its title names the layer made from it. */
    getLayerItem: build.query<LayerItem, string>({
      query: (id) => ({ url: `content/items/${encodeURIComponent(id)}`, params: { f: 'json' } }),
      providesTags: (_result, _error, id) => [{ type: 'PortalItem', id }],
    }),
  }),
});

export const { useSearchLayerItemsQuery } = mapPortalApi;
