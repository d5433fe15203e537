import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Article } from '../../../../contracts/support';
import type { CameFromState } from '../helpArticleForPath';

/** Fewer headings than this and the article is short enough to read without a list. */
export const CONTENTS_MIN_HEADINGS = 3;

const Box = styled.nav`
  max-width: 75ch;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
  border-inline-start: 4px solid ${({ theme }) => theme.tokens.colorBrandStroke2};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  h2 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalL};
  }
  li {
    padding-block: 2px;
  }
  li[data-level='3'] {
    margin-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalL};
    list-style-type: circle;
  }
  a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

export interface OnThisPageProps {
  headings: Article['headings'];
  state: CameFromState;
  /** The `lang` of the headings when they are not in the reader's language. */
  lang?: string;
}

/** "On this page": links to the article's headings, when it has three or more. */
export function OnThisPage({ headings, state, lang }: OnThisPageProps) {
  const { t } = useTranslation('support');
  const { pathname, search } = useLocation();
  if (headings.length < CONTENTS_MIN_HEADINGS) return null;
  return (
    <Box aria-labelledby="on-this-page">
      <h2 id="on-this-page">{t('article.onThisPage')}</h2>
      <ul lang={lang}>
        {headings.map((heading) => (
          <li key={heading.id} data-level={heading.level}>
            <Link to={{ pathname, search, hash: heading.id }} state={state}>
              {heading.text}
            </Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}
