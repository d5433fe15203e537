import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryArgs,
} from '@reduxjs/toolkit/query';
import type { AppError } from '../../lib/appError';
import { waitBeforeRetry } from './backoff';
import { errorInSuccessBody, normalizeError } from './normalizeError';

export const MAX_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 30_000;

/** Only failures that may pass by themselves are retried: network, timeout, 408, 429 and 5xx. */
export function isRetryable(error: AppError): boolean {
  if (error.code === 'network' || error.code === 'timeout') return true;
  const status = error.status ?? 0;
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The one base query of an API: fetch, errors normalised to `{ code, message }` (including
 * ArcGIS errors delivered with HTTP 200), retries with exponential delay (spec §9).
 * It only reports: toasts, navigation and sign-out are decided by sagas.
 */
export function createBaseQuery(
  /** A fixed URL, or one read per request from the store's extra argument (the portal's). */
  baseUrl: string | ((extra: unknown) => string | null),
  prepareHeaders?: FetchBaseQueryArgs['prepareHeaders'],
): BaseQueryFn<string | FetchArgs, unknown, AppError> {
  const fixed =
    typeof baseUrl === 'string'
      ? fetchBaseQuery({ baseUrl, timeout: REQUEST_TIMEOUT_MS, prepareHeaders })
      : undefined;
  return retry(
    async (args: string | FetchArgs, api, extraOptions) => {
      const resolved = typeof baseUrl === 'function' ? baseUrl(api.extra) : baseUrl;
      if (resolved === null) {
        retry.fail({ code: 'no-portal', message: 'No portal is configured' } satisfies AppError);
      }
      const raw =
        fixed ?? fetchBaseQuery({ baseUrl: resolved, timeout: REQUEST_TIMEOUT_MS, prepareHeaders });
      const result = await raw(args, api, extraOptions);
      const error = result.error ? normalizeError(result.error) : errorInSuccessBody(result.data);
      if (!error) return { data: result.data, meta: result.meta };
      if (!isRetryable(error)) retry.fail(error, result.meta);
      return { error, meta: result.meta };
    },
    { maxRetries: MAX_RETRIES, backoff: (attempt) => waitBeforeRetry(attempt) },
  );
}
