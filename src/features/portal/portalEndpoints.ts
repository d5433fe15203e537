import { portalApi } from '../../services/api/portalApi';
import type { PortalInfo, PortalUserJson } from './portalTypes';

/** Portal reads (contract §2.1, §2.3, §2.5). */
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
  }),
});
