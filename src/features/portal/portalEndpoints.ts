import { portalApi } from '../../services/api/portalApi';
import type {
  PortalCategorySchema,
  PortalClassificationSchema,
  PortalInfo,
  PortalRegion,
  PortalSettings,
  PortalUserJson,
} from './portalTypes';

/** Portal reads (contract §2.1, §2.3–§2.5; spec §7). */
export const portalEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The bare sharing root: checks that a token is still valid (498 when not). */
    checkSignInStatus: build.query<{ currentVersion?: string }, void>({
      query: () => ({ url: '', params: { f: 'json' } }),
      keepUnusedDataFor: 0,
    }),
    getPortalSelf: build.query<PortalInfo & { user?: PortalUserJson }, { culture: string }>({
      query: ({ culture }) => ({ url: 'portals/self', params: { f: 'json', culture } }),
      providesTags: ['PortalSelf'],
    }),
    getCommunitySelf: build.query<PortalUserJson, void>({
      query: () => ({ url: 'community/self', params: { f: 'json' } }),
      providesTags: ['PortalUser'],
    }),
    /** The organisation's settings, e.g. its informational banner. */
    getPortalSettings: build.query<PortalSettings, { culture: string }>({
      query: ({ culture }) => ({ url: 'portals/self/settings', params: { f: 'json', culture } }),
      providesTags: ['PortalSelf'],
    }),
    /** The regions the portal knows, named in `culture`. */
    getPortalRegions: build.query<PortalRegion[], { culture: string }>({
      query: ({ culture }) => ({ url: 'portals/regions', params: { f: 'json', culture } }),
    }),
    /** The organisation's content categories (`[]` when it has none). */
    getCategorySchema: build.query<PortalCategorySchema[], void>({
      query: () => ({ url: 'portals/self/categorySchema', params: { f: 'json' } }),
      transformResponse: (body: { categorySchema?: PortalCategorySchema[] }) =>
        body.categorySchema ?? [],
      providesTags: ['PortalSelf'],
    }),
    /** The organisation's classification (security marking) schema; null when it has none. */
    getClassificationSchema: build.query<PortalClassificationSchema | null, void>({
      query: () => ({
        url: 'portals/self/classification/classificationSchema',
        params: { f: 'json' },
      }),
      transformResponse: (body: { classificationSchema?: PortalClassificationSchema }) =>
        body.classificationSchema ?? null,
      providesTags: ['PortalSelf'],
    }),
  }),
});
