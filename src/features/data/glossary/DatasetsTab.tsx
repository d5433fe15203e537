import { Button, Field, Select, Spinner } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DATASET_ACCESS,
  DATASET_CATEGORIES,
  DATASET_SORTS,
  type DatasetAccess,
  type DatasetCategory,
} from '../../../../contracts/datasetFields';
import type { DatasetListQuery } from '../../../../contracts/datasets';
import { useAppSelector } from '../../../app/hooks';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { selectSession } from '../../portal/portalSlice';
import { selectIsDrawerMode } from '../../shell/appSlice';
import { exportUrl, useListDatasetsQuery } from '../datasetsApi';
import { useDataFormat } from '../useDataFormat';
import { DatasetCards } from './DatasetCards';
import { isNarrowed, naturalOrder, type DatasetSort } from './datasetSearch';
import { DatasetsTable } from './DatasetsTable';
import { GlossarySearchBox } from './GlossarySearchBox';
import { Pager } from '../Pager';
import type { UpdateOptions } from './useGlossarySearch';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  > div:not([role='search']) {
    flex: 1 1 140px;
    max-width: 220px;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
`;

const Exports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

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

const ALL = '';
type SortChoice = `${DatasetSort}-${'asc' | 'desc'}`;
const SORT_CHOICES = DATASET_SORTS.flatMap((sort): SortChoice[] => {
  const natural = naturalOrder(sort);
  return [`${sort}-${natural}`, `${sort}-${natural === 'asc' ? 'desc' : 'asc'}`];
});

export interface DatasetsTabProps {
  query: DatasetListQuery;
  onChange(change: Partial<DatasetListQuery>, options?: UpdateOptions): void;
}

/**
 * The datasets of the glossary: searched (names, descriptions, field names), filtered by
 * category and access, sorted, paged; the table on a wide screen, cards on a phone; the
 * search exported as CSV or XLSX.
 */
export function DatasetsTab({ query, onChange }: DatasetsTabProps) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const cards = useAppSelector(selectIsDrawerMode);
  const sessionKnown = useAppSelector(selectSession) !== 'unknown';
  const list = useListDatasetsQuery(query, { skip: !sessionKnown });
  const heading = useRef<HTMLHeadingElement>(null);
  const result = list.data;
  const sort = query.sort ?? 'title';
  // The server's default order is ascending, whichever the column.
  const order = query.order ?? 'asc';

  const turn = (offset: number) => {
    onChange({ offset }, { keepPage: true });
    heading.current?.focus();
  };

  return (
    <>
      <Filters>
        <GlossarySearchBox
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          words={query.q ?? ''}
          onSearch={(q, { typing }) => onChange({ q }, { replace: typing })}
        />
        <Field label={t('filters.category')}>
          <Select
            value={query.category ?? ALL}
            onChange={(_, data) =>
              onChange({ category: (data.value || undefined) as DatasetCategory | undefined })
            }
          >
            <option value={ALL}>{t('filters.allCategories')}</option>
            {DATASET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('filters.access')}>
          <Select
            value={query.access ?? ALL}
            onChange={(_, data) =>
              onChange({ access: (data.value || undefined) as DatasetAccess | undefined })
            }
          >
            <option value={ALL}>{t('filters.anyAccess')}</option>
            {DATASET_ACCESS.map((access) => (
              <option key={access} value={access}>
                {t(`access.${access}`)}
              </option>
            ))}
          </Select>
        </Field>
        {cards && (
          <Field label={t('sort.label')}>
            <Select
              value={`${sort}-${order}`}
              onChange={(_, data) => {
                const [nextSort, nextOrder] = data.value.split('-') as [
                  DatasetSort,
                  'asc' | 'desc',
                ];
                onChange({ sort: nextSort, order: nextOrder });
              }}
            >
              {SORT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`sort.${choice}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </Filters>
      <section aria-labelledby="dataset-results" aria-busy={list.isFetching}>
        <Bar>
          <h2 id="dataset-results" ref={heading} tabIndex={-1} aria-live="polite">
            {result === undefined
              ? t('results.title')
              : t('results.count', { count: result.total, formatted: format.count(result.total) })}
          </h2>
          <Exports>
            {(['csv', 'xlsx'] as const).map((exportFormat) => (
              <Button
                key={exportFormat}
                as="a"
                href={exportUrl(exportFormat, query)}
                download
                icon={<ArrowDownload20Regular />}
              >
                {t(`export.${exportFormat}`)}
              </Button>
            ))}
          </Exports>
        </Bar>
        {list.isError && !list.isFetching ? (
          <FailedWithRetry
            message={t('results.failed')}
            retryLabel={t('retry')}
            onRetry={() => void list.refetch()}
          />
        ) : !result ? (
          <Spinner role="status" label={t('results.loading')} />
        ) : result.items.length === 0 ? (
          <Empty>
            <p>{isNarrowed(query) ? t('results.none') : t('results.empty')}</p>
            {isNarrowed(query) && (
              <Button
                icon={<Dismiss16Regular />}
                onClick={() => onChange({ q: undefined, category: undefined, access: undefined })}
              >
                {t('filters.clear')}
              </Button>
            )}
          </Empty>
        ) : (
          <>
            {cards ? (
              <DatasetCards items={result.items} />
            ) : (
              <DatasetsTable
                items={result.items}
                query={query}
                onSort={(nextSort, nextOrder) => onChange({ sort: nextSort, order: nextOrder })}
              />
            )}
            <Pager
              offset={result.offset}
              limit={result.limit}
              total={result.total}
              shown={result.items.length}
              onTurn={turn}
            />
          </>
        )}
      </section>
    </>
  );
}
