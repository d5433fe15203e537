import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DayViews } from './fillDays';
import { formatCount, formatDay, formatShare } from './usageFormat';

/** A long table scrolls inside its box; the box takes focus so the keyboard can scroll it. */
const Scroll = styled.div`
  max-height: 320px;
  overflow-y: auto;
  border: ${({ theme }) => theme.tokens.strokeWidthThin} solid
    ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  &:focus-visible {
    outline: ${({ theme }) => theme.tokens.strokeWidthThick} solid
      ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  }
`;

const Numeric = styled.span`
  display: block;
  width: 100%;
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

export function DaysTable({ days, label }: { days: readonly DayViews[]; label: string }) {
  const { t, i18n } = useTranslation('usage');
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('days.day')}</TableHeaderCell>
            <TableHeaderCell>
              <Numeric>{t('views')}</Numeric>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {days.map(({ day, views }) => (
            <TableRow key={day}>
              <TableCell>
                <time dateTime={day}>{formatDay(day, i18n.language)}</time>
              </TableCell>
              <TableCell>
                <Numeric>{formatCount(views, i18n.language)}</Numeric>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}

export interface PageRow {
  key: string;
  page: string;
  views: number;
}

export function PagesTable({
  pages,
  total,
  label,
}: {
  pages: readonly PageRow[];
  total: number;
  label: string;
}) {
  const { t, i18n } = useTranslation('usage');
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('pages.page')}</TableHeaderCell>
            <TableHeaderCell>
              <Numeric>{t('views')}</Numeric>
            </TableHeaderCell>
            <TableHeaderCell>
              <Numeric>{t('pages.share')}</Numeric>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pages.map(({ key, page, views }) => (
            <TableRow key={key}>
              <TableCell>{page}</TableCell>
              <TableCell>
                <Numeric>{formatCount(views, i18n.language)}</Numeric>
              </TableCell>
              <TableCell>
                <Numeric>{formatShare(views, total, i18n.language)}</Numeric>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}
