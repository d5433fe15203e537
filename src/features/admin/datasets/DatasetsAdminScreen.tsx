import {
  Button,
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_DATASET_PAGE_SIZE, Q_MAX } from '../../../../contracts/datasetFields';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { useListDatasetsQuery } from '../../data/datasetsApi';
import { Intro } from '../standardMaps/formLayout';
import { DatasetsAdminNav } from './DatasetsAdminNav';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const Scroller = styled.div`
  overflow-x: auto;
  table {
    min-width: 720px;
  }
  td {
    vertical-align: top;
  }
`;

const Status = styled.div`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
`;

const COLUMNS = ['title', 'category', 'steward', 'updateFrequency', 'access', 'fields'] as const;

/**
 * /admin/datasets — every dataset of the glossary, searched by words, each linked to the page
 * where its text and its fields' definitions are edited.
 */
export function DatasetsAdminScreen() {
  const { t } = useTranslation(['admin', 'data']);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim().slice(0, Q_MAX) || undefined;
  const [words, setWords] = useState(q ?? '');
  const list = useListDatasetsQuery({ q, limit: MAX_DATASET_PAGE_SIZE });
  const result = list.data;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = words.trim();
    setParams(text ? { q: text } : {}, { replace: true });
  };

  return (
    <section aria-labelledby="datasets-admin-title">
      <Intro>
        <h2 id="datasets-admin-title">{t('datasets.list.title')}</h2>
        <p>{t('datasets.list.description')}</p>
      </Intro>
      <DatasetsAdminNav />
      <Filters role="search" aria-label={t('datasets.list.searchLabel')} onSubmit={search}>
        <Field label={t('datasets.list.words')}>
          <Input type="search" value={words} onChange={(_, data) => setWords(data.value)} />
        </Field>
        <Button type="submit" icon={<Search20Regular />}>
          {t('datasets.list.search')}
        </Button>
      </Filters>
      {list.isError && !list.isFetching ? (
        <FailedWithRetry
          message={t('datasets.list.failed')}
          retryLabel={t('list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Status role="status">
          {!result ? (
            <Spinner size="small" label={t('datasets.list.loading')} />
          ) : (
            t('datasets.list.count', { count: result.total })
          )}
        </Status>
      )}
      {result && result.items.length > 0 && (
        <Scroller>
          <Table size="small" aria-label={t('datasets.list.tableLabel')}>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column}>
                    {t(`datasets.list.columns.${column}`)}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.items.map((dataset) => (
                <TableRow key={dataset.id}>
                  <TableCell>
                    <Link
                      to={`/admin/datasets/${dataset.id}`}
                      aria-label={t('datasets.list.editLabel', { title: dataset.title })}
                    >
                      {dataset.title}
                    </Link>
                  </TableCell>
                  <TableCell>{t(`data:categories.${dataset.category}`)}</TableCell>
                  <TableCell>{dataset.steward}</TableCell>
                  <TableCell>{t(`data:frequencies.${dataset.updateFrequency}`)}</TableCell>
                  <TableCell>{t(`data:access.${dataset.access}`)}</TableCell>
                  <TableCell>{dataset.fieldNames.length}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroller>
      )}
    </section>
  );
}
