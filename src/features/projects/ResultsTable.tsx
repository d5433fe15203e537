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
import type { ProjectListItem, ProjectSearchQuery } from '../../../contracts/projects';
import { formatDate, formatMoney } from './format';

type Sort = NonNullable<ProjectSearchQuery['sort']>;

export interface ResultsTableProps {
  items: ProjectListItem[];
  sort?: Sort;
  order?: 'asc' | 'desc';
  onSort(sort: Sort, order: 'asc' | 'desc'): void;
}

const detailsPath = (pid: string) => `/projects/details?pid=${pid}`;

/** The results: sortable by any column (the server sorts), a PID link opens the details. */
export function ResultsTable({ items, sort, order, onSort }: ResultsTableProps) {
  const { t, i18n } = useTranslation('projects');
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
    column('name', (item) => item.name),
    column('description', (item) => item.description),
    column('district', (item) => item.district),
    column('counties', (item) => item.counties.map((county) => county.name).join(', ')),
    column('workType', (item) => item.workType),
    column('phase', (item) => t(`phases.${item.phase}`, { defaultValue: item.phase })),
    column('fiscalYear', (item) => item.fiscalYear),
    column('saleDate', (item) => formatDate(item.saleDate, i18n.language)),
    column('estimatedCost', (item) => formatMoney(item.estimatedCost, i18n.language)),
  ];
  const sortState = sort
    ? {
        sortColumn: sort,
        sortDirection: (order === 'desc' ? 'descending' : 'ascending') as SortDirection,
      }
    : undefined;

  return (
    <DataGrid
      items={items}
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
          {({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}
        </DataGridRow>
      </DataGridHeader>
      <DataGridBody<ProjectListItem>>
        {({ item, rowId }) => (
          <DataGridRow<ProjectListItem> key={rowId}>
            {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
          </DataGridRow>
        )}
      </DataGridBody>
    </DataGrid>
  );
}
