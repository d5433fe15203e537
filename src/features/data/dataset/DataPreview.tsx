import {
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatasetDetails } from '../../../../contracts/datasets';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { usePreviewRowsQuery } from '../datasetsApi';
import { Pager } from '../Pager';
import { English } from '../English';
import { useDataFormat } from '../useDataFormat';
import { useValueNames } from '../valueNames';

/** Rows a page of the preview shows. */
export const PREVIEW_PAGE_SIZE = 25;

/** The preview scrolls sideways inside itself: a layer may have many fields. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  table {
    width: max-content;
    min-width: 100%;
  }
  th,
  td {
    max-width: 320px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Numeric = styled.span`
  display: block;
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

const NUMERIC_TYPES = new Set(['integer', 'double', 'oid']);

/**
 * The dataset's first rows, 25 a page in object-id order, read from its FeatureServer layer
 * (with the visitor's token for TIMS's own services). Dates and numbers in the reader's way.
 */
export function DataPreview({ dataset }: { dataset: DatasetDetails }) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const nameOf = useValueNames(dataset);
  const [offset, setOffset] = useState(0);
  const heading = useRef<HTMLDivElement>(null);
  const oid = dataset.fields.find((field) => field.type === 'oid')?.name ?? 'OBJECTID';
  const page = usePreviewRowsQuery({
    serviceUrl: dataset.serviceUrl,
    orderBy: oid,
    offset,
    limit: PREVIEW_PAGE_SIZE,
  });
  const rows = page.data?.rows;

  if (page.isError && !page.isFetching) {
    return (
      <FailedWithRetry
        message={t('preview.failed')}
        retryLabel={t('retry')}
        onRetry={() => void page.refetch()}
      />
    );
  }
  if (!rows) return <Spinner role="status" label={t('preview.loading')} />;
  if (rows.length === 0 && offset === 0) return <p>{t('preview.empty')}</p>;

  return (
    <div aria-busy={page.isFetching}>
      <Scroller
        ref={heading}
        tabIndex={0}
        role="region"
        aria-label={t('preview.scroller', { from: offset + 1, to: offset + rows.length })}
      >
        <Table size="extra-small" aria-label={t('preview.label')}>
          <TableHeader>
            <TableRow>
              {dataset.fields.map((field) => (
                <TableHeaderCell key={field.name} title={field.name}>
                  <English>{field.alias || field.name}</English>
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={String(row[oid] ?? index)}>
                {dataset.fields.map((field) => {
                  const raw = row[field.name];
                  const text = nameOf(field.name, raw) ?? format.value(raw, field.type);
                  return (
                    <TableCell key={field.name} title={text}>
                      {NUMERIC_TYPES.has(field.type) ? <Numeric>{text}</Numeric> : text}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Scroller>
      <Pager
        offset={offset}
        limit={PREVIEW_PAGE_SIZE}
        total={dataset.recordCount}
        shown={rows.length}
        more={page.data?.more}
        label={t('preview.pages')}
        onTurn={(next) => {
          setOffset(next);
          heading.current?.focus();
        }}
      />
    </div>
  );
}
