import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { WordsSearchBox } from '../../components/WordsSearchBox';
import { selectIsDrawerMode } from '../shell/appSlice';
import { ArticleNav } from './ArticleNav';
import { ArticlesDrawer } from './ArticlesDrawer';
import { SEARCH_MAX } from './searchWords';
import { useCameFromState } from './useCameFrom';

const Columns = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $sidebar }) =>
    $sidebar ? 'minmax(200px, 250px) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  align-items: start;
`;

const Aside = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.tokens.spacingVerticalL};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.tokens.spacingVerticalL});
  overflow-y: auto;
  padding-block: ${({ theme }) => theme.tokens.spacingVerticalXL};
  h2 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  padding-top: ${({ theme }) => theme.tokens.spacingVerticalXL};
`;

const SearchBox = styled(WordsSearchBox)`
  flex: 1 1 260px;
  > div {
    flex: 1 1 200px;
    max-width: 480px;
  }
`;

/**
 * Every help page: the sections and articles beside it (a drawer on a phone) and the search
 * box above it; the page itself (home, article, search, contact) is the outlet.
 */
export function HelpLayout() {
  const { t } = useTranslation('support');
  const drawerMode = useAppSelector(selectIsDrawerMode);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const state = useCameFromState();
  const words = pathname === '/support/search' ? (params.get('q') ?? '') : '';

  const search = (found: string | undefined) => {
    if (found) navigate(`/support/search?${new URLSearchParams({ q: found })}`, { state });
  };

  return (
    <Columns $sidebar={!drawerMode}>
      {!drawerMode && (
        <Aside aria-labelledby="help-contents">
          <h2 id="help-contents">{t('nav.title')}</h2>
          <ArticleNav labelledBy="help-contents" />
        </Aside>
      )}
      <div>
        <Toolbar>
          {drawerMode && <ArticlesDrawer />}
          <SearchBox
            key={words}
            words={words}
            onSearch={search}
            namespace="support"
            idPrefix="help-search"
            maxLength={SEARCH_MAX}
          />
        </Toolbar>
        <Outlet />
      </div>
    </Columns>
  );
}
