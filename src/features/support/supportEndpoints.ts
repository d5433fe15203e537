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

/** An article in the reader's interface language (`lang`: `es`, `pt-BR`…). */
export interface ArticleRequest {
  slug: string;
  lang: string;
}

/** A search of the articles as the reader's language serves them. */
export interface ArticleSearchRequest {
  q: string;
  lang: string;
}

/** The help centre's articles, their search and feedback, and the contact form (DESIGN.md §5). */
export const supportApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /support/articles?lang=`: every article by section, in the drawer's order, in the
     * reader's language (English where one is not yet translated; each says its `language`).
     */
    listArticles: build.query<ArticleIndex, string>({
      query: (lang) => `support/articles?${new URLSearchParams({ lang })}`,
      keepUnusedDataFor: ARTICLES_KEPT_S,
    }),
    /**
     * `GET /support/articles/{slug}?lang=`: one article, its HTML sanitised by the server, in the
     * reader's language or, not yet translated, in English (`language` says which).
     */
    getArticle: build.query<Article, ArticleRequest>({
      query: ({ slug, lang }) =>
        `support/articles/${encodeURIComponent(slug)}?${new URLSearchParams({ lang })}`,
      keepUnusedDataFor: ARTICLES_KEPT_S,
    }),
    /** `GET /support/search?q=&lang=`: the articles holding every word, with highlight offsets. */
    searchArticles: build.query<ArticleSearchResults, ArticleSearchRequest>({
      query: ({ q, lang }) => `support/search?${new URLSearchParams({ q, lang })}`,
    }),
    /**
     * `POST /support/articles/{slug}/feedback`: "Was this helpful?", counted anonymously, per
     * article whatever language it was read in.
     */
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
