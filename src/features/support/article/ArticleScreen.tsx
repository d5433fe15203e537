import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { ScreenLoading } from '../../../components/ScreenLoading';
import { HelpPageHeader } from '../HelpPageHeader';
import { useGetArticleQuery } from '../supportEndpoints';
import { langWhenOther, useArticleLanguage } from '../useArticleLanguage';
import { useCameFromState } from '../useCameFrom';
import { useDocumentTitle } from '../useDocumentTitle';
import { ArticleBody } from './ArticleBody';
import { ArticleFeedback } from './ArticleFeedback';
import { FallbackNotice } from './FallbackNotice';
import { ArticleNotFound } from './ArticleNotFound';
import { foldedWords } from './highlightWords';
import { OnThisPage } from './OnThisPage';
import { PreviousNext } from './PreviousNext';

/** The slugs the API can hold (contracts/support.ts `ArticleSlug`); others are not asked for. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 60;

const Updated = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

/** `2026-03-14` as the interface language writes a day, read as that calendar day. */
function dayOf(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export const isArticleSlug = (slug: string) => slug.length <= SLUG_MAX && SLUG.test(slug);

/**
 * `/support/{slug}` — one article: its page header (breadcrumbs, title, summary, last edit),
 * "On this page", the article, "Was this helpful?" and the previous and next articles. Opened
 * from a search (`?highlight=words`), the words are marked in its text.
 */
export function ArticleScreen() {
  const { t, i18n } = useTranslation('support');
  const slug = useParams().slug ?? '';
  const valid = isArticleSlug(slug);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const state = useCameFromState();
  const lang = useArticleLanguage();
  const article = useGetArticleQuery(valid ? { slug, lang } : skipToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const data = article.data?.slug === slug ? article.data : undefined;
  const highlight = foldedWords(params.get('highlight') ?? '');
  const missing = !valid || (article.error as { status?: number } | undefined)?.status === 404;
  useDocumentTitle(
    missing ? t('notFound.title') : article.isError ? t('article.failedTitle') : data?.title,
  );

  // Moving to another article (previous, next, the list) takes the focus to its title, unless
  // the link named a heading of it (the article's text takes the focus there).
  useEffect(() => {
    if (!data) return;
    if (shown.current !== null && shown.current !== data.slug && !hash) {
      heading.current?.focus({ preventScroll: true });
      document.documentElement.scrollTop = 0;
    }
    shown.current = data.slug;
  }, [data, hash]);

  if (missing) return <ArticleNotFound />;
  if (article.isError) {
    return (
      <>
        <HelpPageHeader title={t('article.failedTitle')} crumb={t('article.crumb')} />
        <FailedWithRetry
          message={t('article.failed')}
          retryLabel={t('retry')}
          onRetry={() => void article.refetch()}
        />
      </>
    );
  }
  if (!data) return <ScreenLoading />;

  // Not yet translated: said above the text, which is marked as the language it is in.
  const textLang = langWhenOther(data.language, lang);
  return (
    <article aria-labelledby="article-title">
      <HelpPageHeader
        ref={heading}
        title={
          <span id="article-title" lang={textLang}>
            {data.title}
          </span>
        }
        crumb={t(`sections.${data.section}.title`)}
        description={<span lang={textLang}>{data.summary}</span>}
      >
        <Updated>{t('article.updated', { date: dayOf(data.updated, i18n.language) })}</Updated>
      </HelpPageHeader>
      {textLang && <FallbackNotice />}
      <OnThisPage headings={data.headings} state={state} lang={textLang} />
      <ArticleBody html={data.html} highlight={highlight} state={state} lang={textLang} />
      <ArticleFeedback key={data.slug} slug={data.slug} />
      <PreviousNext article={data} state={state} lang={lang} />
    </article>
  );
}
