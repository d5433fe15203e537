import type {
  Article,
  ArticleIndex,
  ArticleSearchResults,
  ContactReceipt,
} from '../../../contracts/support';
import { postContactRequest, type ContactRequest } from '../../services/api/postContactRequest';
import { timsApi } from '../../services/api/timsApi';

export {
  ACTION_LOG_FILE_NAME,
  type ContactProblem,
  type ContactRequest,
} from '../../services/api/postContactRequest';

/** The articles change only with a new release: kept an hour once asked for. */
const ARTICLES_KEPT_S = 3600;

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
      queryFn: (request, api) => postContactRequest(request, api.extra),
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
