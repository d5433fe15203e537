import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { ScreenLoading } from '../../../components/ScreenLoading';
import { HighlightedText } from '../article/HighlightedText';
import { HelpPageHeader } from '../HelpPageHeader';
import { searchWordsOf } from '../searchWords';
import { useSearchArticlesQuery } from '../supportEndpoints';
import { langWhenOther, useArticleLanguage } from '../useArticleLanguage';
import { useCameFromState } from '../useCameFrom';
import { useDocumentTitle } from '../useDocumentTitle';
import { NoResults } from './NoResults';

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const Results = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalL};
  max-width: 75ch;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
    border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  h2 a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
  h2 a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  p {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
  }
  mark {
    padding: 0 1px;
    border-radius: ${({ theme }) => theme.tokens.borderRadiusSmall};
    background: ${({ theme }) => theme.tokens.colorPaletteYellowBackground2};
    color: inherit;
  }
`;

const Section = styled.p`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Snippet = styled.p`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

/**
 * `/support/search?q=` — the articles holding every word, best first: each title and a few
 * pieces of its text with the words marked (from the answer's offsets, as text); a result
 * opens its article with the words marked there too.
 */
export function SearchScreen() {
  const { t, i18n } = useTranslation('support');
  const [params] = useSearchParams();
  const state = useCameFromState();
  const words = searchWordsOf(params.get('q'));
  const lang = useArticleLanguage();
  const search = useSearchArticlesQuery(words ? { q: words, lang } : skipToken);
  useDocumentTitle(words ? t('search.titleFor', { words }) : t('search.title'));

  const header = (
    <HelpPageHeader
      title={words ? t('search.titleFor', { words }) : t('search.title')}
      crumb={t('search.crumb')}
    />
  );
  if (!words) {
    return (
      <>
        {header}
        <p>{t('search.prompt')}</p>
      </>
    );
  }
  if (search.isError) {
    return (
      <>
        {header}
        <FailedWithRetry
          message={t('search.failed')}
          retryLabel={t('retry')}
          onRetry={() => void search.refetch()}
        />
      </>
    );
  }
  const answer = search.currentData;
  if (!answer) {
    return (
      <>
        {header}
        <ScreenLoading />
      </>
    );
  }
  const count = answer.results.length;
  const highlight = answer.words.join(' ');
  return (
    <>
      {header}
      <Count role="status">
        {t('search.count', {
          count,
          formatted: new Intl.NumberFormat(i18n.language).format(count),
        })}
      </Count>
      {count === 0 ? (
        <NoResults />
      ) : (
        <Results aria-label={t('search.resultsLabel')}>
          {answer.results.map((result) => (
            <li key={result.slug}>
              <h2 lang={langWhenOther(result.language, lang)}>
                <Link
                  to={`/support/${result.slug}?${new URLSearchParams({ highlight })}`}
                  state={state}
                >
                  <HighlightedText text={result.title} highlights={result.titleHighlights} />
                </Link>
              </h2>
              <Section>{t(`sections.${result.section}.title`)}</Section>
              {result.snippets.length === 0 ? (
                <Snippet lang={langWhenOther(result.language, lang)}>{result.summary}</Snippet>
              ) : (
                result.snippets.map((snippet, index) => (
                  <Snippet key={index} lang={langWhenOther(result.language, lang)}>
                    <HighlightedText text={snippet.text} highlights={snippet.highlights} />
                  </Snippet>
                ))
              )}
            </li>
          ))}
        </Results>
      )}
    </>
  );
}
