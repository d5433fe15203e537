import { ArrowLeft20Regular, ArrowRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Article, ArticleLink } from '../../../../contracts/support';
import type { CameFromState } from '../helpArticleForPath';
import { langWhenOther } from '../useArticleLanguage';

const Nav = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  max-width: 75ch;
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalXL};
`;

const Step = styled(Link)<{ $next?: boolean }>`
  display: grid;
  gap: 2px;
  grid-column: ${({ $next }) => ($next ? '-2 / -1' : 'auto')};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  text-align: ${({ $next }) => ($next ? 'end' : 'start')};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.tokens.colorBrandStroke1};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 1px;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: ${({ $next }) => ($next ? 'end' : 'start')};
    gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  strong {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
`;

export interface PreviousNextProps {
  article: Pick<Article, 'previous' | 'next'>;
  state: CameFromState;
  /** The reader's language: a title served in another is marked with its own. */
  lang: string;
}

/** The articles before and after this one in the help centre's order. */
export function PreviousNext({ article, state, lang }: PreviousNextProps) {
  const { t } = useTranslation('support');
  const step = (link: ArticleLink, next: boolean) => (
    <Step to={`/support/${link.slug}`} state={state} rel={next ? 'next' : 'prev'} $next={next}>
      <span>
        {!next && <ArrowLeft20Regular />}
        {t(next ? 'article.next' : 'article.previous')}
        {next && <ArrowRight20Regular />}
      </span>
      <strong lang={langWhenOther(link.language, lang)}>{link.title}</strong>
    </Step>
  );
  if (!article.previous && !article.next) return null;
  return (
    <Nav aria-label={t('article.previousNext')}>
      {article.previous && step(article.previous, false)}
      {article.next && step(article.next, true)}
    </Nav>
  );
}
