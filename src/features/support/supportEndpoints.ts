import type {
  Article,
  ArticleIndex,
  ArticleSearchResults,
  ContactFields,
  ContactReceipt,
} from '../../../contracts/support';
import type { AppError } from '../../lib/appError';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { timsApi } from '../../services/api/timsApi';
import { timsApiHeaders } from '../../services/api/authHeaders';

/** The articles change only with a new release: kept an hour once asked for. */
const ARTICLES_KEPT_S = 3600;

/**
 * A refused support request: the server's `{ code, message }`, the field it names (a 400's
 * `details.field`, `body/email` → `email`) and, for a 429, how long to wait.
 */
export interface ContactProblem extends AppError {
  field?: string;
  retryAfterSeconds?: number;
}

export interface ContactRequest {
  fields: ContactFields;
  /** The session's action log as a JSON file, when the visitor chose to attach it. */
  actionLog?: Blob;
}

export const ACTION_LOG_FILE_NAME = 'tims-action-log.json';

function retryAfterOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000));
}

async function problemOf(response: Response): Promise<ContactProblem> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown; details?: { field?: unknown } };
  } | null;
  const error = body?.error;
  const field =
    typeof error?.details?.field === 'string' ? error.details.field.replace(/^body\//, '') : '';
  const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'));
  return {
    code: typeof error?.code === 'string' ? error.code : `http-${response.status}`,
    message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    status: response.status,
    ...(field ? { field } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
}

/**
 * Posts the contact form as `multipart/form-data` (the fields first, the log file last). Sent
 * once, never retried: a second copy would be a second request in the inbox.
 */
async function sendRequest({ fields, actionLog }: ContactRequest, extra: unknown) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (actionLog) form.append('actionLog', actionLog, ACTION_LOG_FILE_NAME);
  try {
    const response = await fetch(`${apiBaseUrl()}/support/requests`, {
      method: 'POST',
      body: form,
      headers: timsApiHeaders(new Headers({ Accept: 'application/json' }), { extra }),
    });
    if (response.status === 201) return { data: (await response.json()) as ContactReceipt };
    return { error: await problemOf(response) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: { code: 'network', message } satisfies ContactProblem };
  }
}

/** The help centre's articles, their search and feedback, and the contact form (DESIGN.md §5). */
export const supportApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /support/articles`: every article by section, in the drawer's order. */
    listArticles: build.query<ArticleIndex, void>({
      query: () => 'support/articles',
      keepUnusedDataFor: ARTICLES_KEPT_S,
    }),
    /** `GET /support/articles/{slug}`: one article, its HTML sanitised by the server. */
    getArticle: build.query<Article, string>({
      query: (slug) => `support/articles/${encodeURIComponent(slug)}`,
      keepUnusedDataFor: ARTICLES_KEPT_S,
    }),
    /** `GET /support/search?q=`: the articles holding every word, with highlight offsets. */
    searchArticles: build.query<ArticleSearchResults, string>({
      query: (q) => `support/search?${new URLSearchParams({ q })}`,
    }),
    /** `POST /support/articles/{slug}/feedback`: "Was this helpful?", counted anonymously. */
    sendArticleFeedback: build.mutation<void, { slug: string; helpful: boolean }>({
      query: ({ slug, helpful }) => ({
        url: `support/articles/${encodeURIComponent(slug)}/feedback`,
        method: 'POST',
        body: { helpful },
      }),
      extraOptions: { maxRetries: 0 },
    }),
    /** `POST /support/requests`: the contact form, with the action log when attached. */
    sendSupportRequest: build.mutation<ContactReceipt, ContactRequest>({
      queryFn: (request, api) => sendRequest(request, api.extra),
    }),
  }),
});

export const {
  useListArticlesQuery,
  useGetArticleQuery,
  useSearchArticlesQuery,
  useSendArticleFeedbackMutation,
  useSendSupportRequestMutation,
} = supportApi;
