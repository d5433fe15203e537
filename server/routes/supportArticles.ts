import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../contracts/errors';
import {
  Article,
  ArticleFeedbackInput,
  ArticleIndex,
  ArticleSearchQuery,
  ArticleSearchResults,
  ArticleSlug,
} from '../../contracts/support';
import { errorBody } from '../errors/httpErrors';
import { strictBodies } from '../http/strictBodies';
import { ArticleLanguageParam, ORIGINAL_LANGUAGE } from '../support/articles/articleLanguages';
import { MEDIA_FILE_PATTERN } from '../support/articles/articleMedia';

const NoQuery = Type.Object({}, { additionalProperties: false });
const LanguageQuery = Type.Object(
  { lang: Type.Optional(ArticleLanguageParam) },
  { additionalProperties: false },
);
const SearchQuery = Type.Composite([ArticleSearchQuery, LanguageQuery], {
  additionalProperties: false,
});
const SlugParams = Type.Object({ slug: ArticleSlug }, { additionalProperties: false });
const MediaParams = Type.Object(
  { file: Type.String({ pattern: MEDIA_FILE_PATTERN, maxLength: 100 }) },
  { additionalProperties: false },
);

/** Articles change with a deployment only: browsers and proxies may keep them a little while. */
const ARTICLE_CACHE = 'public, max-age=300';
/** Pictures keep their names when redrawn, so they are revalidated after a day. */
const MEDIA_CACHE = 'public, max-age=86400';

/**
 * The help centre for everyone (DESIGN §5 `/support…`): the drawer's index, an article,
 * the search, "Was this helpful?" and the articles' pictures. Everything but the counts is
 * read once at start (`app.support.helpCentre`). The index, an article and the search take the
 * reader's language (`?lang=`, English when left out): an article not yet translated into it is
 * served in English, and says so in its `language`.
 */
export const supportArticlesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { helpCentre } = app.support;
  const notFound = (slug: string) =>
    errorBody('article-not-found', `There is no help article "${slug}".`);

  app.get(
    '/support/articles',
    {
      schema: {
        summary: 'Every help article, by section in the drawer’s order, in the reader’s language',
        querystring: LanguageQuery,
        response: { 200: ArticleIndex, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', ARTICLE_CACHE);
      return helpCentre.index(request.query.lang ?? ORIGINAL_LANGUAGE);
    },
  );

  app.get(
    '/support/articles/:slug',
    {
      schema: {
        summary:
          'One help article, rendered and sanitised, with its previous and next, in the reader’s language or else in English',
        params: SlugParams,
        querystring: LanguageQuery,
        response: { 200: Article, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const article = helpCentre.article(
        request.params.slug,
        request.query.lang ?? ORIGINAL_LANGUAGE,
      );
      if (!article) return reply.code(404).send(notFound(request.params.slug));
      reply.header('cache-control', ARTICLE_CACHE).header('content-language', article.language);
      return article;
    },
  );

  app.get(
    '/support/search',
    {
      schema: {
        summary:
          'Help articles holding every word of `q` in the reader’s language, best first, with highlighted snippets',
        querystring: SearchQuery,
        response: { 200: ArticleSearchResults, 400: ErrorBody },
      },
    },
    async (request) => {
      const { q, limit, lang } = request.query;
      return helpCentre.search(q, limit ?? 20, lang ?? ORIGINAL_LANGUAGE);
    },
  );

  app.post(
    '/support/articles/:slug/feedback',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Count one “Was this helpful?” answer (nothing about who answered is kept)',
        params: SlugParams,
        body: ArticleFeedbackInput,
        response: { 204: Type.Null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      // One count per article, whatever language it was read in.
      const { slug } = request.params;
      if (!helpCentre.article(slug)) return reply.code(404).send(notFound(slug));
      await app.repositories.articleFeedback.record(slug, request.body.helpful, new Date());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/support/media/:file',
    {
      schema: {
        summary: 'A picture of the help articles',
        params: MediaParams,
        querystring: NoQuery,
        response: {
          200: Type.Unknown({ description: 'The picture (PNG, JPEG, GIF or WebP)' }),
          304: Type.Null({ description: 'Not modified (`If-None-Match`)' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      // Only the pictures listed at start: no name reaches the file system unless it is one.
      const media = helpCentre.mediaFile(request.params.file);
      if (!media) {
        return reply
          .code(404)
          .send(errorBody('not-found', `There is no help picture "${request.params.file}".`));
      }
      const etag = `"${media.etag}"`;
      reply
        .header('cache-control', MEDIA_CACHE)
        .header('etag', etag)
        .header('last-modified', media.lastModified)
        .header('x-content-type-options', 'nosniff');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (known?.includes(etag) || known?.includes('*')) return reply.code(304).send(null);
      return reply.type(media.contentType).send(await readFile(media.path));
    },
  );
};
