import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  type SortDirection,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectListItem, ProjectSearchQuery } from '../../../contracts/projects';
import { formatDate, formatMoney } from './format';
import { PhaseLabel } from './PhaseLabel';
import { useRowsThatFit } from './useRowsThatFit';

type Sort = NonNullable<ProjectSearchQuery['sort']>;

export interface ResultsTableProps {
  items: ProjectListItem[];
  sort?: Sort;
  order?: 'asc' | 'desc';
  onSort(sort: Sort, order: 'asc' | 'desc'): void;
}

const detailsPath = (pid: string) => `/projects/details?pid=${pid}`;

/** Each column's share of the row: `flex: grow 0 basis` (the name takes what is left). */
const WIDTHS: Partial<Record<Sort, [grow: number, basis: number]>> = {
  pid: [0, 76],
  name: [1, 220],
  district: [0, 64],
  counties: [0, 112],
  workType: [0, 140],
  phase: [0, 168],
  saleDate: [0, 108],
  fiscalYear: [0, 64],
  estimatedCost: [0, 112],
};

const widthOf = (columnId: unknown) => {
  const [grow, basis] = WIDTHS[columnId as Sort] ?? [1, 100];
  return { flex: `${grow} 0 ${basis}px` };
};

/** Wide enough for every column; the results section scrolls sideways on narrow screens. */
const Grid = styled(DataGrid)`
  min-width: 1064px;
`;

const NameCell = styled.span`
  display: grid;
  padding: ${({ theme }) => theme.tokens.spacingVerticalXXS} 0;
  strong {
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
`;

const Numeric = styled.span`
  width: 100%;
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

export function ResultsTable({ items, sort, order, onSort }: ResultsTableProps) {
  const { t, i18n } = useTranslation('projects');
  const rows = useRowsThatFit(items);
  const column = (id: Sort, render: (item: ProjectListItem) => React.ReactNode) =>
    createTableColumn<ProjectListItem>({
      columnId: id,
      // Sorted by the server; Fluent calls a column sortable when compare declares its arguments.
      compare: (_a, _b) => 0,
      renderHeaderCell: () => t(`columns.${id}`),
      renderCell: render,
    });
  const columns: TableColumnDefinition<ProjectListItem>[] = [
    column('pid', (item) => <Link to={detailsPath(item.pid)}>{item.pid}</Link>),
    column('name', (item) => (
      <NameCell>
        <strong>{item.name}</strong>
        <span title={item.description}>{item.description}</span>
      </NameCell>
    )),
    column('district', (item) => item.district),
    column('counties', (item) => item.counties.map((county) => county.name).join(', ')),
    column('workType', (item) => item.workType),
    column('phase', (item) => <PhaseLabel phase={item.phase} />),
    column('saleDate', (item) => formatDate(item.saleDate, i18n.language)),
    column('fiscalYear', (item) => item.fiscalYear),
    column('estimatedCost', (item) => (
      <Numeric>{formatMoney(item.estimatedCost, i18n.language)}</Numeric>
    )),
  ];
  const sortState = sort
    ? {
        sortColumn: sort,
        sortDirection: (order === 'desc' ? 'descending' : 'ascending') as SortDirection,
      }
    : undefined;

  return (
    <Grid
      items={rows}
      columns={columns}
      sortable
      sortState={sortState}
      onSortChange={(_, state) =>
        onSort(state.sortColumn as Sort, state.sortDirection === 'descending' ? 'desc' : 'asc')
      }
      getRowId={(item: ProjectListItem) => item.pid}
      focusMode="composite"
      aria-label={t('results.tableLabel')}
    >
      <DataGridHeader>
        <DataGridRow>
          {({ renderHeaderCell, columnId }) => (
            <DataGridHeaderCell style={widthOf(columnId)}>{renderHeaderCell()}</DataGridHeaderCell>
          )}
        </DataGridRow>
      </DataGridHeader>
      <DataGridBody<ProjectListItem>>
        {({ item, rowId }) => (
          <DataGridRow<ProjectListItem> key={rowId}>
            {({ renderCell, columnId }) => (
              <DataGridCell style={widthOf(columnId)}>{renderCell(item)}</DataGridCell>
            )}
          </DataGridRow>
        )}
      </DataGridBody>
    </Grid>
  );
}
