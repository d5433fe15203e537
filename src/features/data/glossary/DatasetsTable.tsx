import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DatasetListQuery, DatasetSummary } from '../../../../contracts/datasets';
import { English } from '../English';
import { useDataFormat } from '../useDataFormat';
import { AccessBadge } from './AccessBadge';
import { naturalOrder, type DatasetSort } from './datasetSearch';

const COLUMNS = [
  ['title', 'title'],
  ['category', 'category'],
  ['description', null],
  ['steward', null],
  ['updateFrequency', null],
  ['lastUpdated', 'lastUpdated'],
  ['recordCount', 'recordCount'],
  ['access', null],
] as const satisfies readonly (readonly [string, DatasetSort | null])[];

const Grid = styled(Table)`
  table-layout: fixed;
  th,
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
  }
  col.title {
    width: 18%;
  }
  col.description {
    width: 30%;
  }
  col.lastUpdated,
  col.recordCount,
  col.access {
    width: 9%;
  }
`;

const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const Numeric = styled.span`
  display: block;
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
`;

export interface DatasetsTableProps {
  items: DatasetSummary[];
  query: DatasetListQuery;
  onSort(sort: DatasetSort, order: 'asc' | 'desc'): void;
}

/** The glossary as a table; the sortable headers sort on the server (aria-sort says how). */
export function DatasetsTable({ items, query, onSort }: DatasetsTableProps) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const sort = query.sort ?? 'title';
  // The server's default order is ascending, whichever the column.
  const order = query.order ?? 'asc';
  const sortProps = (column: DatasetSort) => ({
    sortable: true,
    sortDirection:
      column === sort
        ? order === 'asc'
          ? ('ascending' as const)
          : ('descending' as const)
        : undefined,
    onClick: () =>
      onSort(column, column === sort ? (order === 'asc' ? 'desc' : 'asc') : naturalOrder(column)),
  });

  return (
    <Grid aria-label={t('table.label')} size="small">
      <colgroup>
        {COLUMNS.map(([column]) => (
          <col key={column} className={column} />
        ))}
      </colgroup>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(([column, sortKey]) => (
            <TableHeaderCell key={column} {...(sortKey ? sortProps(sortKey) : {})}>
              {t(`columns.${column}`)}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((dataset) => (
          <TableRow key={dataset.id}>
            <TableCell>
              <Name to={`/data/dataset/${dataset.id}`}>
                <English>{dataset.title}</English>
              </Name>
            </TableCell>
            <TableCell>{t(`categories.${dataset.category}`)}</TableCell>
            <TableCell>
              <Description title={dataset.description}>
                <English>{dataset.description}</English>
              </Description>
            </TableCell>
            <TableCell>{dataset.steward}</TableCell>
            <TableCell>{t(`frequencies.${dataset.updateFrequency}`)}</TableCell>
            <TableCell>
              {dataset.lastUpdated ? format.day(dataset.lastUpdated) : t('unknown')}
            </TableCell>
            <TableCell>
              <Numeric>
                {dataset.recordCount === null ? t('unknown') : format.count(dataset.recordCount)}
              </Numeric>
            </TableCell>
            <TableCell>
              <AccessBadge access={dataset.access} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Grid>
  );
}
