import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SupportRequestSummary } from '../../../../contracts/support';
import { AttachmentMark } from './AttachmentMark';
import { StatusBadge } from './StatusBadge';
import { requestPath } from './supportAdminPaths';
import { useSupportFormat } from './useSupportFormat';

/** Wide enough for every column; the section scrolls sideways on narrow screens. */
const Scroller = styled.div`
  overflow-x: auto;
  table {
    min-width: 900px;
  }
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
  }
  tbody tr {
    cursor: pointer;
  }
`;

const Reference = styled(Link)`
  font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
  white-space: nowrap;
`;

const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  overflow-wrap: anywhere;
`;

const Subject = styled.span<{ $unread: boolean }>`
  overflow-wrap: anywhere;
  font-weight: ${({ $unread, theme }) =>
    $unread ? theme.tokens.fontWeightSemibold : theme.tokens.fontWeightRegular};
`;

const COLUMNS = ['reference', 'received', 'from', 'category', 'subject', 'status', 'log'] as const;
const WIDTHS: Partial<Record<(typeof COLUMNS)[number], number>> = {
  reference: 150,
  received: 170,
  category: 110,
  status: 120,
  log: 64,
};

export interface RequestsListProps {
  items: SupportRequestSummary[];
  /** The inbox's address (filter, words, page), for the request page's way back. */
  from: string;
}

/**
 * The requests of a page of the inbox. The reference is each row's link (keyboard, screen
 * readers, open in a new tab); a click anywhere else on the row opens the request too.
 */
export function RequestsTable({ items, from }: RequestsListProps) {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  const navigate = useNavigate();
  const open = (reference: string) => (event: MouseEvent) => {
    // The link itself navigates; selecting text does not open the request.
    if ((event.target as Element).closest('a')) return;
    if (window.getSelection()?.toString()) return;
    navigate(requestPath(reference), { state: { from } });
  };
  return (
    <Scroller>
      <Table aria-label={t('inbox.tableLabel')} size="small">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column} style={{ width: WIDTHS[column] }}>
                {t(`inbox.columns.${column}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((request) => (
            <TableRow key={request.reference} onClick={open(request.reference)}>
              <TableCell>
                <Reference to={requestPath(request.reference)} state={{ from }}>
                  {request.reference}
                </Reference>
              </TableCell>
              <TableCell>{format.moment(request.createdAt)}</TableCell>
              <TableCell>
                <span>{request.name}</span>
                <Secondary>{request.email}</Secondary>
              </TableCell>
              <TableCell>{t(`category.${request.category}`)}</TableCell>
              <TableCell>
                <Subject $unread={request.status === 'new'}>{request.subject}</Subject>
              </TableCell>
              <TableCell>
                <StatusBadge status={request.status} />
              </TableCell>
              <TableCell>{request.hasActionLog && <AttachmentMark />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroller>
  );
}
