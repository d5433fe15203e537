import { timsApi } from '../../../../services/api/timsApi';

/**
 * The action log attached to a support request, as the text of the file that was sent, for the
 * replay viewer (`GET /admin/support/requests/{reference}/action-log`, administrators; the base
 * query adds the administrator's token). An error answer is read as the API's JSON envelope.
 */
export const actionLogApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    getAttachedActionLog: build.query<string, string>({
      query: (reference) => ({
        url: `admin/support/requests/${encodeURIComponent(reference)}/action-log`,
        responseHandler: async (response) => {
          const text = await response.text();
          if (response.ok) return text;
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return text;
          }
        },
      }),
      // A log can be megabytes: dropped from the cache as soon as the viewer stops using it.
      keepUnusedDataFor: 0,
      // An unknown reference or a request without a log is an answer, not a passing failure.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetAttachedActionLogQuery } = actionLogApi;
