import { timsApi } from '../../../../services/api/timsApi';

/**
 * The last text fetched, by its handle. A log is megabytes: the store (and so the administrator's
 * own action log, which records every fulfilled action) holds only the handle, never the text;
 * only the latest is kept.
 */
const fetchedTexts = new Map<string, string>();
let handles = 0;

/** The text fetched under `handle`, while it is the latest fetched. */
export function fetchedLog(handle: string): string | undefined {
  return fetchedTexts.get(handle);
}

/**
 * The action log attached to a support request, for the replay viewer
 * (`GET /admin/support/requests/{reference}/action-log`, administrators; the base query adds the
 * administrator's token): a handle for `takeFetchedLog`. An error answer is read as the API's
 * JSON envelope.
 */
export const actionLogApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    getAttachedActionLog: build.query<string, string>({
      query: (reference) => ({
        url: `admin/support/requests/${encodeURIComponent(reference)}/action-log`,
        responseHandler: async (response) => {
          const text = await response.text();
          if (response.ok) {
            handles += 1;
            const handle = `action-log-${handles}`;
            fetchedTexts.clear();
            fetchedTexts.set(handle, text);
            return handle;
          }
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
