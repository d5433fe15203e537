import type { AdminAnalytics } from '../../../../contracts/adminAnalytics';
import { timsApi } from '../../../services/api/timsApi';
import type { DayRange } from './dayRange';

/**
 * Page-view counts for administrators (DESIGN.md §5, `GET /admin/analytics`). The server
 * answers `no-store` and nothing here changes the counts, so no tags: a range asked again
 * after the cache's 60 s is fetched again.
 */
export const adminAnalyticsApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminAnalytics: build.query<AdminAnalytics, DayRange>({
      query: ({ from, to }) => `admin/analytics?${new URLSearchParams({ from, to })}`,
    }),
  }),
});

export const { useGetAdminAnalyticsQuery } = adminAnalyticsApi;
