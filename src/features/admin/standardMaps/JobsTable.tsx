import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  type BadgeProps,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminGenerationJob, GenerationStatus } from '../../../../contracts/standardMaps';
import { useMapFormat } from '../../../components/standardMaps/useMapFormat';

/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  table {
    min-width: 640px;
  }
`;

const STATUS_COLOURS: Record<GenerationStatus, BadgeProps['color']> = {
  running: 'informative',
  succeeded: 'success',
  failed: 'danger',
};

/** The latest drawings of the set: how each went, who asked, when, how many maps. */
export function JobsTable({ jobs }: { jobs: AdminGenerationJob[] }) {
  const { t, i18n } = useTranslation('admin');
  const format = useMapFormat();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Scroller role="region" aria-labelledby="jobs-title" tabIndex={0}>
      <Table aria-labelledby="jobs-title" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('standardMaps.jobs.columns.status')}</TableHeaderCell>
            <TableHeaderCell>{t('standardMaps.jobs.columns.requestedBy')}</TableHeaderCell>
            <TableHeaderCell>{t('standardMaps.jobs.columns.started')}</TableHeaderCell>
            <TableHeaderCell>{t('standardMaps.jobs.columns.finished')}</TableHeaderCell>
            <TableHeaderCell>{t('standardMaps.jobs.columns.maps')}</TableHeaderCell>
            <TableHeaderCell>{t('standardMaps.jobs.columns.failed')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id}>
              <TableCell>
                <Badge appearance="tint" color={STATUS_COLOURS[job.status]}>
                  {t(`standardMaps.jobs.status.${job.status}`)}
                </Badge>
              </TableCell>
              <TableCell>
                {job.trigger === 'admin' && job.requestedBy
                  ? job.requestedBy
                  : t(`standardMaps.jobs.trigger.${job.trigger}`)}
              </TableCell>
              <TableCell>{format.instant(job.startedAt)}</TableCell>
              <TableCell>{job.finishedAt ? format.instant(job.finishedAt) : '—'}</TableCell>
              <TableCell>
                {t('standardMaps.jobs.progress', {
                  done: count(job.done),
                  total: count(job.total),
                })}
              </TableCell>
              <TableCell>{count(job.failed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroller>
  );
}
