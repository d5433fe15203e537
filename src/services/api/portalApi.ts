import { createApi } from '@reduxjs/toolkit/query/react';
import { portalApiHeaders, portalRestUrl } from './authHeaders';
import { createBaseQuery } from './baseQuery';

/**
 * The RTK Query API for the ArcGIS portal's Sharing REST (DESIGN.md §3.1: one API per base URL).
 * The portal URL comes from the app config, through the session holder; the token goes in a
 * header. Features inject their endpoints.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createBaseQuery(portalRestUrl, portalApiHeaders),
  tagTypes: ['PortalSelf', 'PortalUser', 'PortalGroup', 'PortalItem'],
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 60,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
