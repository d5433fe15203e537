import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { useListArticlesQuery } from './supportEndpoints';
import { langWhenOther, useArticleLanguage } from './useArticleLanguage';
import { useCameFromState } from './useCameFrom';

const Section = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalL};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
    padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalS};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Entry = styled(Link)`
  display: block;
  min-height: 24px;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalS}`};
  border-inline-start: 3px solid transparent;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1Hover};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.tokens.colorBrandStroke1};
    background: ${({ theme }) => theme.tokens.colorBrandBackground2};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

const Lines = styled(Skeleton)`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

/** `/support/making-a-map` → `making-a-map`; the home, the search → undefined. */
function currentSlug(pathname: string): string | undefined {
  return /^\/support\/([^/]+)\/?$/.exec(pathname)?.[1];
}

export interface ArticleNavProps {
  /** The id of the heading that names the list (the aside's or the drawer's). */
  labelledBy: string;
  /** An article was chosen (the phone's drawer closes). */
  onChoose?(): void;
}

/** The help centre's sections and their articles as links, the article shown marked current. */
export function ArticleNav({ labelledBy, onChoose }: ArticleNavProps) {
  const { t } = useTranslation('support');
  const { pathname } = useLocation();
  const state = useCameFromState();
  const lang = useArticleLanguage();
  const index = useListArticlesQuery(lang);
  const current = currentSlug(pathname);

  if (index.isError) {
    return (
      <FailedWithRetry
        message={t('nav.failed')}
        retryLabel={t('retry')}
        onRetry={() => void index.refetch()}
      />
    );
  }
  if (!index.data) {
    return (
      <Lines aria-label={t('nav.loading')}>
        {Array.from({ length: 8 }, (_, line) => (
          <SkeletonItem key={line} size={16} />
        ))}
      </Lines>
    );
  }
  return (
    <nav aria-labelledby={labelledBy}>
      {index.data.sections.map((section) => (
        <Section key={section.id}>
          <h3 id={`${labelledBy}-${section.id}`}>{t(`sections.${section.id}.title`)}</h3>
          <ul aria-labelledby={`${labelledBy}-${section.id}`}>
            {section.articles.map((article) => (
              <li key={article.slug}>
                <Entry
                  to={`/support/${article.slug}`}
                  state={state}
                  aria-current={article.slug === current ? 'page' : undefined}
                  onClick={onChoose}
                  lang={langWhenOther(article.language, lang)}
                >
                  {article.title}
                </Entry>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </nav>
  );
}
