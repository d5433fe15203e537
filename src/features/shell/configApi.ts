import type { AppConfig } from '../../../contracts/config';
import { timsApi } from '../../services/api/timsApi';

/** `GET /tims/api/config`, requested once by the start-up saga. */
export const configApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<AppConfig, void>({
      query: () => 'config',
      providesTags: ['Config'],
      keepUnusedDataFor: Infinity,
    }),
  }),
});
