import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectListItem, ProjectSearchQuery } from '../../../contracts/projects';
import { formatDate, formatMoney } from './format';
import { PhaseLabel } from './PhaseLabel';
import { useGridKeyboard } from './useGridKeyboard';
import { useItemsThatFit } from '../../components/useItemsThatFit';

type Sort = NonNullable<ProjectSearchQuery['sort']>;

export interface ResultsTableProps {
  items: ProjectListItem[];
  sort?: Sort;
  order?: 'asc' | 'desc';
  onSort(sort: Sort, order: 'asc' | 'desc'): void;
}

const detailsPath = (pid: string) => `/projects/details?pid=${pid}`;

/** The columns, each also an order the server sorts by. */
type Column = Extract<
  Sort,
  | 'pid'
  | 'name'
  | 'district'
  | 'counties'
  | 'workType'
  | 'phase'
  | 'saleDate'
  | 'fiscalYear'
  | 'estimatedCost'
>;

/**
 * Each column's width in px; the name takes what is left. They add up to the table's minimum
 * width, which fits beside the filters at 1280 px.
 */
const WIDTHS: Record<Column, number | undefined> = {
  pid: 72,
  name: undefined,
  district: 72,
  counties: 100,
  workType: 124,
  phase: 138,
  saleDate: 100,
  fiscalYear: 84,
  estimatedCost: 104,
};
const COLUMNS = Object.keys(WIDTHS) as Column[];

/**
 * The grid moves by arrow keys (useGridKeyboard), so the PID's link inside a cell is no Tab stop:
 * Enter on a row or any of its cells opens the project as the link would.
 */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea')) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) return;
  event.preventDefault();
  link.click();
}

/**
 * A plain table with the grid role: a page of results is 50 rows of 9 cells, and made of Fluent's
 * DataGrid (hooks, styles and a resize observer per cell) it was the longest work of the search
 * screen on a phone. It looks as Fluent's grid did, with its tokens.
 *
 * Wide enough for every column (the sum of WIDTHS); the results section scrolls sideways on
 * narrower screens. A header word longer than its column breaks where its translation puts a
 * soft hyphen (German "Haushalts\u00adjahr", Russian "Финан\u00adсовый"), else anywhere rather
 * than being cut off.
 */
const Grid = styled.table`
  width: 100%;
  min-width: 964px;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  line-height: ${({ theme }) => theme.tokens.lineHeightBase300};
  tr {
    border-bottom: ${({ theme }) => theme.tokens.strokeWidthThin} solid
      ${({ theme }) => theme.tokens.colorNeutralStroke2};
  }
  th,
  td {
    padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalS};
    text-align: start;
    vertical-align: middle;
    font-weight: ${({ theme }) => theme.tokens.fontWeightRegular};
  }
  th {
    height: 40px;
    overflow-wrap: anywhere;
  }
  td {
    height: 44px;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.tokens.colorSubtleBackgroundHover};
  }
  tr:focus-visible,
  td:focus-visible,
  th button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  }
`;

/** A column's header: sorts by it, or turns its order round when it is the sorted one. */
const SortButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  width: 100%;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
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
  display: block;
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

export function ResultsTable({ items, sort, order, onSort }: ResultsTableProps) {
  const { t, i18n } = useTranslation('projects');
  const rows = useItemsThatFit(items, { itemPx: 40 });
  const keyboard = useGridKeyboard<HTMLTableElement>();
  const cell: Record<Column, (item: ProjectListItem) => React.ReactNode> = {
    pid: (item) => <Link to={detailsPath(item.pid)}>{item.pid}</Link>,
    name: (item) => (
      <NameCell>
        <strong>{item.name}</strong>
        <span title={item.description}>{item.description}</span>
      </NameCell>
    ),
    district: (item) => item.district,
    counties: (item) => item.counties.map((county) => county.name).join(', '),
    workType: (item) => item.workType,
    phase: (item) => <PhaseLabel phase={item.phase} />,
    saleDate: (item) => formatDate(item.saleDate, i18n.language),
    fiscalYear: (item) => item.fiscalYear,
    estimatedCost: (item) => <Numeric>{formatMoney(item.estimatedCost, i18n.language)}</Numeric>,
  };
  const descending = order === 'desc';

  return (
    <Grid role="grid" aria-label={t('results.tableLabel')} {...keyboard}>
      <thead>
        <tr role="row">
          {COLUMNS.map((id) => {
            const sorted = sort === id;
            const Arrow = descending ? ArrowDownRegular : ArrowUpRegular;
            return (
              <th
                key={id}
                role="columnheader"
                aria-sort={sorted ? (descending ? 'descending' : 'ascending') : 'none'}
                style={{ width: WIDTHS[id] }}
              >
                <SortButton
                  type="button"
                  onClick={() => onSort(id, sorted && !descending ? 'desc' : 'asc')}
                >
                  <span>{t(`columns.${id}`)}</span>
                  {sorted && <Arrow fontSize={12} />}
                </SortButton>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={item.pid} role="row" onKeyDown={openOnEnter}>
            {COLUMNS.map((id) => (
              <td key={id} role="gridcell">
                {cell[id](item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
