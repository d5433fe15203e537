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
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectListItem, ProjectSearchQuery } from '../../../contracts/projects';
import { formatDate, formatMoney } from './format';
import { PhaseLabel } from './PhaseLabel';
import { useGridKeyboard } from './useGridKeyboard';
import { useRowsThatFit } from './useRowsThatFit';

type Sort = NonNullable<ProjectSearchQuery['sort']>;

export interface ResultsTableProps {
  items: ProjectListItem[];
  sort?: Sort;
  order?: 'asc' | 'desc';
  onSort(sort: Sort, order: 'asc' | 'desc'): void;
}

const detailsPath = (pid: string) => `/projects/details?pid=${pid}`;

/**
 * Each column's share of the row: `flex: grow 0 basis` (the name takes what is left). The bases
 * add up to the grid's minimum width, which fits beside the filters at 1280 px.
 */
const WIDTHS: Partial<Record<Sort, [grow: number, basis: number]>> = {
  pid: [0, 72],
  name: [1, 170],
  district: [0, 72],
  counties: [0, 100],
  workType: [0, 124],
  phase: [0, 138],
  saleDate: [0, 100],
  fiscalYear: [0, 84],
  estimatedCost: [0, 104],
};

const widthOf = (columnId: unknown) => {
  const [grow, basis] = WIDTHS[columnId as Sort] ?? [1, 100];
  return { flex: `${grow} 0 ${basis}px` };
};

/**
 * The grid moves by arrow keys (useGridKeyboard), so the PID's link inside a cell is no Tab stop:
 * Enter on a row or any of its cells opens the project as the link would.
 */
function openOnEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea')) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) return;
  event.preventDefault();
  link.click();
}

/**
 * Wide enough for every column (the sum of WIDTHS); the results section scrolls sideways on
 * narrower screens. A header word longer than its column breaks where its translation puts a
 * soft hyphen (German "Haushalts\u00adjahr", Russian "Финан\u00adсовый"), else anywhere rather
 * than being cut off.
 */
const Grid = styled(DataGrid)`
  min-width: 964px;
  [role='columnheader'] {
    overflow-wrap: anywhere;
  }
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
  const keyboard = useGridKeyboard();
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
  // Always controlled: Fluent's table reads its own (never set) state when this turns undefined,
  // and fails, as when a word search goes back from a column sort to relevance.
  const sortState = {
    sortColumn: sort,
    sortDirection: (order === 'desc' ? 'descending' : 'ascending') as SortDirection,
  };

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
      // The keyboard is useGridKeyboard's: Fluent's composite mode puts Tabster's focus sentinels
      // (aria-hidden, yet tabbable) around the grid and every row.
      focusMode="none"
      {...keyboard}
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
          <DataGridRow<ProjectListItem> key={rowId} onKeyDown={openOnEnter}>
            {({ renderCell, columnId }) => (
              <DataGridCell style={widthOf(columnId)}>{renderCell(item)}</DataGridCell>
            )}
          </DataGridRow>
        )}
      </DataGridBody>
    </Grid>
  );
}
