import type { SavedMap, SavedMapInput, SavedMapList } from '../../../contracts/maps';
import { timsApi } from '../../services/api/timsApi';

/** Saved maps (DESIGN.md §5): the owner writes; private maps only to the owner. */
export const mapsApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedMaps: build.query<SavedMapList, 'public' | 'mine'>({
      query: (scope) => `maps?scope=${scope}`,
      providesTags: (result) => [
        { type: 'SavedMap', id: 'LIST' },
        ...(result?.items ?? []).map(({ sid }) => ({ type: 'SavedMap' as const, id: sid })),
      ],
    }),
    getSavedMap: build.query<SavedMap, string>({
      query: (sid) => `maps/${encodeURIComponent(sid)}`,
      providesTags: (_result, _error, sid) => [{ type: 'SavedMap', id: sid }],
    }),
    createSavedMap: build.mutation<SavedMap, SavedMapInput>({
      query: (body) => ({ url: 'maps', method: 'POST', body }),
      invalidatesTags: [{ type: 'SavedMap', id: 'LIST' }],
    }),
    updateSavedMap: build.mutation<SavedMap, { sid: string; input: SavedMapInput }>({
      query: ({ sid, input }) => ({
        url: `maps/${encodeURIComponent(sid)}`,
        method: 'PUT',
        body: input,
      }),
      invalidatesTags: (_result, _error, { sid }) => [
        { type: 'SavedMap', id: sid },
        { type: 'SavedMap', id: 'LIST' },
      ],
    }),
    deleteSavedMap: build.mutation<void, string>({
      query: (sid) => ({ url: `maps/${encodeURIComponent(sid)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, sid) => [
        { type: 'SavedMap', id: sid },
        { type: 'SavedMap', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListSavedMapsQuery,
  useCreateSavedMapMutation,
  useUpdateSavedMapMutation,
  useDeleteSavedMapMutation,
} = mapsApi;
