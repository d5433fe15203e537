import { Button } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StandardMapList, StandardMapListQuery } from '../../../contracts/standardMaps';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { MapGallery, MapGallerySkeleton } from './MapGallery';
import { activeFilterCount, MAP_FILTERS } from './mapSearch';

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  padding: ${({ theme }) => theme.tokens.spacingVerticalXL} 0;
  p {
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalL};
  span:last-child {
    display: flex;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  }
`;

/** Words or filters narrow the search: finding nothing is then "no maps match". */
export const isNarrowed = (query: StandardMapListQuery) =>
  activeFilterCount(query) > 0 || query.q !== undefined;

/** What the screen needs of a list query, public or the administrators'. */
export interface MapListState {
  data?: StandardMapList;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface MapResultsProps {
  query: StandardMapListQuery;
  list: MapListState;
  admin: boolean;
  /** The generated set is being drawn: an empty library is not "no maps match". */
  preparing: boolean;
  onChange(change: Partial<StandardMapListQuery>, options?: { keepPage?: boolean }): void;
  /** The gallery changed under the focus (a page turned, a map deleted): focus its heading. */
  onRefocus(): void;
}

/** The gallery with its loading, empty and failed states, and the pages of results. */
export function MapResults(props: MapResultsProps) {
  const { query, list, admin, preparing, onChange, onRefocus } = props;
  const { t, i18n } = useTranslation('standardMaps');
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const result = list.data;
  const offset = query.offset ?? 0;
  const limit = query.limit ?? result?.limit ?? 24;
  const narrowed = isNarrowed(query);
  const turn = (to: number) => {
    onChange({ offset: to }, { keepPage: true });
    onRefocus();
  };

  if (list.isError && !list.isFetching) {
    return (
      <FailedWithRetry
        message={t('results.failed')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!result) {
    return (
      <>
        <VisuallyHidden role="status">{t('results.loading')}</VisuallyHidden>
        <MapGallerySkeleton />
      </>
    );
  }
  if (result.items.length === 0) {
    return (
      <Empty>
        <p>
          {narrowed
            ? t('results.emptyFiltered')
            : preparing
              ? t('results.preparing')
              : t('results.empty')}
        </p>
        {narrowed && (
          <Button
            icon={<Dismiss16Regular />}
            onClick={() =>
              onChange({
                q: undefined,
                ...Object.fromEntries(MAP_FILTERS.map((key) => [key, undefined])),
              })
            }
          >
            {t('filters.clear')}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <>
      <MapGallery maps={result.items} admin={admin} onDeleted={onRefocus} />
      {result.total > result.items.length && (
        <Pager aria-label={t('results.pages')}>
          <span>
            {t('results.range', {
              from: count(offset + 1),
              to: count(Math.min(offset + limit, result.total)),
              total: count(result.total),
            })}
          </span>
          <span>
            <Button disabled={offset === 0} onClick={() => turn(Math.max(0, offset - limit))}>
              {t('results.previous')}
            </Button>
            <Button disabled={offset + limit >= result.total} onClick={() => turn(offset + limit)}>
              {t('results.next')}
            </Button>
          </span>
        </Pager>
      )}
    </>
  );
}
