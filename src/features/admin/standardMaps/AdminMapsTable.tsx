import {
  Badge,
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
import type { StandardMap } from '../../../../contracts/standardMaps';
import { useMapFormat } from '../../../components/standardMaps/useMapFormat';

/** Wide enough for every column; the section scrolls sideways on narrow screens. */
const Scroller = styled.div`
  overflow-x: auto;
  table {
    min-width: 880px;
  }
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
  }
`;

const COLUMNS = [
  'title',
  'category',
  'district',
  'county',
  'source',
  'status',
  'edition',
  'size',
] as const;

/** Every map of the list with what an administrator checks: where, whence, shown or not. */
export function AdminMapsTable({ maps }: { maps: StandardMap[] }) {
  const { t } = useTranslation(['admin', 'standardMaps']);
  const format = useMapFormat();
  return (
    <Scroller>
      <Table aria-label={t('standardMaps.list.tableLabel')} size="small">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column}>
                {t(`standardMaps.list.columns.${column}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {maps.map((map) => {
            const file = map.edition.files[0];
            return (
              <TableRow key={map.id}>
                <TableCell>
                  <Link to={`/admin/standard-maps/${map.id}`}>{map.title}</Link>
                </TableCell>
                <TableCell>{t(`standardMaps:categories.${map.category}`)}</TableCell>
                <TableCell>{map.district ?? '—'}</TableCell>
                <TableCell>{map.county?.name ?? '—'}</TableCell>
                <TableCell>{t(`standardMaps:sources.${map.source}`)}</TableCell>
                <TableCell>
                  {map.published ? (
                    <Badge appearance="tint" color="success">
                      {t('standardMaps.list.published')}
                    </Badge>
                  ) : (
                    <Badge appearance="filled" color="warning">
                      {t('standardMaps:card.unpublished')}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{format.day(map.edition.date)}</TableCell>
                <TableCell>{file ? format.fileSize(file.bytes) : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Scroller>
  );
}
