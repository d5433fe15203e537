import { Button, Spinner } from '@fluentui/react-components';
import { ArrowSort20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ScreenHeader } from '../../components/ScreenHeader';
import { ExportPopover } from './ExportPopover';
import { FacetFilters } from './FacetFilters';
import { formatCount } from './format';
import { useProjectFacetsQuery, useSearchProjectsQuery } from './projectsApi';
import { ProjectSearchBox } from './ProjectSearchBox';
import { ResultsTable } from './ResultsTable';
import { filtersOf } from './searchParams';
import { useProjectSearch } from './useProjectSearch';
import { FailedWithRetry } from '../../components/FailedWithRetry';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const Results = styled.section`
  min-width: 0;
  overflow-x: auto;
`;

/** /projects — find projects by PID, name, county, route, phase, work type or fiscal year. */
export function ProjectSearchScreen() {
  const { t, i18n } = useTranslation('projects');
  const { query, update } = useProjectSearch();
  const search = useSearchProjectsQuery(query);
  const facets = useProjectFacetsQuery(filtersOf(query));
  const result = search.data;
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  // Word searches count up to a cap: "more than 10,000", and pages end there.
  const capped = result?.totalIsCapped === true;
  const total = result ? formatCount(result.total, i18n.language) : '';
  // A column sort chosen for a word search can be undone: back to the best matches first.
  const columnSort = Boolean(query.q) && query.sort !== undefined && query.sort !== 'relevance';

  return (
    <>
      <ScreenHeader title={t('title')} description={t('description')}>
        <ProjectSearchBox key={query.pid ?? query.q ?? ''} query={query} onSearch={update} />
      </ScreenHeader>
      <Columns>
        <aside aria-labelledby="project-filters">
          <FacetFilters
            facets={facets.data}
            onRetry={facets.isError ? () => facets.refetch() : undefined}
            query={query}
            onChange={update}
          />
        </aside>
        <Results aria-labelledby="project-results" aria-busy={search.isFetching}>
          <Bar>
            <h2 id="project-results" aria-live="polite">
              {result
                ? t(capped ? 'results.countCapped' : 'results.count', {
                    count: result.total,
                    formatted: total,
                  })
                : t('results.title')}
            </h2>
            <span>
              {columnSort && (
                <>
                  <Button
                    appearance="subtle"
                    icon={<ArrowSort20Regular />}
                    onClick={() => update({ sort: undefined, order: undefined })}
                  >
                    {t('results.relevance')}
                  </Button>{' '}
                </>
              )}
              <ExportPopover query={query} capped={capped ? total : undefined} />
            </span>
          </Bar>
          {capped && <p>{t('results.cappedHint', { formatted: total })}</p>}
          {search.isError && (
            <FailedWithRetry
              message={t('results.error')}
              retryLabel={t('results.retry')}
              onRetry={() => void search.refetch()}
            />
          )}
          {search.isLoading && <Spinner label={t('results.loading')} />}
          {result && result.items.length === 0 && <p>{t('results.empty')}</p>}
          {result && result.items.length > 0 && (
            <>
              <ResultsTable
                items={result.items}
                sort={query.sort}
                order={query.order}
                onSort={(sort, order) => update({ sort, order })}
              />
              <Bar as="nav" aria-label={t('results.pages')}>
                <span>
                  {t(capped ? 'results.rangeCapped' : 'results.range', {
                    from: formatCount(offset + 1, i18n.language),
                    to: formatCount(offset + result.items.length, i18n.language),
                    total,
                  })}
                </span>
                <span>
                  <Button
                    disabled={offset === 0}
                    onClick={() =>
                      update({ offset: Math.max(0, offset - limit) }, { keepPage: true })
                    }
                  >
                    {t('results.previous')}
                  </Button>{' '}
                  <Button
                    disabled={offset + limit >= result.total}
                    onClick={() => update({ offset: offset + limit }, { keepPage: true })}
                  >
                    {t('results.next')}
                  </Button>
                </span>
              </Bar>
            </>
          )}
        </Results>
      </Columns>
    </>
  );
}
