import type {
  ArticleFeedbackCounts,
  SupportMailStatus,
  SupportNote,
  SupportNoteInput,
  SupportReply,
  SupportReplyInput,
  SupportRequestDetails,
  SupportRequestList,
  SupportRequestListQuery,
  SupportStatus,
} from '../../../../contracts/support';
import { apiBaseUrl } from '../../../lib/absoluteUrl';
import { toQueryString } from '../../../lib/queryString';
import { timsApi } from '../../../services/api/timsApi';

/** An action log fetched with the administrator's token: where the browser holds it, its name. */
export interface FetchedActionLog {
  objectUrl: string;
  fileName: string | null;
}

// The inbox's own tag types, declared with its endpoints (RTK Query's `addTagTypes`).
const api = timsApi.enhanceEndpoints({
  addTagTypes: ['SupportRequest', 'SupportMail', 'ArticleFeedback'],
});

const LIST = { type: 'SupportRequest', id: 'LIST' } as const;
const one = (reference: string) => ({ type: 'SupportRequest' as const, id: reference });
const path = (reference: string) => `admin/support/requests/${encodeURIComponent(reference)}`;
/** A write changes the request and where it stands in the list (status, counts, updatedAt). */
const written = (reference: string) => [LIST, one(reference)];

/** An API address as the base query takes it: `/tims/api/admin/support/…` → `admin/support/…`. */
function apiPathOf(url: string): string {
  const { pathname, search } = new URL(url, apiBaseUrl());
  const base = new URL(`${apiBaseUrl()}/`).pathname;
  return pathname.startsWith(base) ? `${pathname.slice(base.length)}${search}` : url;
}

/** `attachment; filename="TIMS-7K3P9QXM.json"` → `TIMS-7K3P9QXM.json`. */
function fileNameOf(disposition: string | null | undefined): string | null {
  return disposition ? (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null) : null;
}

/**
 * The administrators' support inbox (DESIGN.md §5 `/admin/support…`, contracts/support.ts):
 * requests, their notes, replies and status, where replies go, and the help articles' votes.
 * Writes are never retried: a reply retried after a 502 could be mailed twice.
 */
export const supportAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /admin/support/requests`: newest first, a page, with the count in each status. */
    listSupportRequests: build.query<SupportRequestList, SupportRequestListQuery>({
      query: (query) => `admin/support/requests?${toQueryString(query)}`,
      providesTags: [LIST],
    }),
    /** `GET /admin/support/requests/{reference}`: 404 for an unknown reference. */
    getSupportRequest: build.query<SupportRequestDetails, string>({
      query: (reference) => path(reference),
      providesTags: (_result, _error, reference) => [one(reference)],
      // An unknown reference is an answer, not a passing failure.
      extraOptions: { maxRetries: 0 },
    }),
    setSupportStatus: build.mutation<unknown, { reference: string; status: SupportStatus }>({
      query: ({ reference, status }) => ({
        url: `${path(reference)}/status`,
        method: 'PUT',
        body: { status },
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, { reference }) => written(reference),
    }),
    addSupportNote: build.mutation<SupportNote, { reference: string } & SupportNoteInput>({
      query: ({ reference, body }) => ({
        url: `${path(reference)}/notes`,
        method: 'POST',
        body: { body },
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error, { reference }) => (error ? [] : [one(reference)]),
    }),
    /** Mails the reply (or writes it to the outbox); 502 `mail-failed` when the server refused. */
    sendSupportReply: build.mutation<SupportReply, { reference: string } & SupportReplyInput>({
      query: ({ reference, ...reply }) => ({
        url: `${path(reference)}/replies`,
        method: 'POST',
        body: reply,
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error, { reference }) => (error ? [] : written(reference)),
    }),
    /** `GET /admin/support/mail`: SMTP or the outbox directory, so the inbox can say so. */
    getSupportMail: build.query<SupportMailStatus, void>({
      query: () => 'admin/support/mail',
      providesTags: ['SupportMail'],
    }),
    /** `GET /admin/support/feedback`: "Was this helpful?" counts per article. */
    getArticleFeedback: build.query<ArticleFeedbackCounts, void>({
      query: () => 'admin/support/feedback',
      providesTags: ['ArticleFeedback'],
    }),
    /**
     * The attached action log as it was sent, fetched with the administrator's token (a plain
     * link carries none), kept as an object URL the page hands to the browser.
     */
    fetchActionLog: build.mutation<FetchedActionLog, string>({
      query: (url) => ({
        url: apiPathOf(url),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformResponse: (objectUrl: string, meta) => ({
        objectUrl,
        fileName: fileNameOf(
          (meta as { response?: Response } | undefined)?.response?.headers.get(
            'content-disposition',
          ),
        ),
      }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useListSupportRequestsQuery,
  useGetSupportRequestQuery,
  useSetSupportStatusMutation,
  useAddSupportNoteMutation,
  useSendSupportReplyMutation,
  useGetSupportMailQuery,
  useGetArticleFeedbackQuery,
  useFetchActionLogMutation,
} = supportAdminApi;
