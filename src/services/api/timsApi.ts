import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { timsApiHeaders } from './authHeaders';
import { createBaseQuery } from './baseQuery';

/**
 * The one RTK Query API for `/tims/api`. Features add their endpoints with `injectEndpoints`;
 * every tag type is declared here. Cache defaults are the spec's (§9): data fresh for 60 s,
 * unused data kept 5 min, no refetch on window focus.
 */
export const timsApi = createApi({
  reducerPath: 'timsApi',
  baseQuery: createBaseQuery(apiBaseUrl(), timsApiHeaders),
  tagTypes: [
    'Config',
    'Notification',
    'AdminNotification',
    'Project',
    'SavedMap',
    'StandardMap',
    'StandardMapJob',
  ],
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 60,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
