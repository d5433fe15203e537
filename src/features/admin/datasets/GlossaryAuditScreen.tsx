import {
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GlossaryAuditEntry } from '../../../../contracts/datasets';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { useGlossaryAuditQuery } from '../../data/datasetsApi';
import { Intro } from '../standardMaps/formLayout';
import { DatasetsAdminNav } from './DatasetsAdminNav';

const Scroller = styled.div`
  overflow-x: auto;
  table {
    min-width: 720px;
  }
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
  }
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
  del {
    color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
  }
  ins {
    color: ${({ theme }) => theme.tokens.colorStatusSuccessForeground1};
    text-decoration: none;
  }
`;

const MAX_SHOWN = 120;

/** A changed value as a short text: long texts cut, nothing said as such. */
function shown(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function ChangeList({ entry }: { entry: GlossaryAuditEntry }) {
  const { t } = useTranslation('admin');
  const none = t('datasets.audit.none');
  const changes = Object.entries(entry.changes);
  if (changes.length === 0) return <>{none}</>;
  return (
    <Changes>
      {changes.map(([property, { from, to }]) => (
        <li key={property}>
          <code>{property}</code>: <del>{shown(from, none)}</del> → <ins>{shown(to, none)}</ins>
        </li>
      ))}
    </Changes>
  );
}

/** /admin/datasets/audit — who changed what in the glossary, and when, newest first. */
export function GlossaryAuditScreen() {
  const { t, i18n } = useTranslation('admin');
  const audit = useGlossaryAuditQuery();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const items = audit.data?.items;

  return (
    <section aria-labelledby="glossary-audit-title">
      <Intro>
        <h2 id="glossary-audit-title">{t('datasets.audit.title')}</h2>
        <p>{t('datasets.audit.description')}</p>
      </Intro>
      <DatasetsAdminNav />
      {audit.isError && !audit.isFetching ? (
        <FailedWithRetry
          message={t('datasets.audit.failed')}
          retryLabel={t('list.retry')}
          onRetry={() => void audit.refetch()}
        />
      ) : !items ? (
        <Spinner size="small" label={t('datasets.audit.loading')} />
      ) : items.length === 0 ? (
        <p>{t('datasets.audit.empty')}</p>
      ) : (
        <Scroller>
          <Table size="small" aria-label={t('datasets.audit.tableLabel')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('datasets.audit.columns.at')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.audit.columns.by')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.audit.columns.what')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.audit.columns.changes')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((entry, index) => (
                <TableRow key={`${entry.at}-${entry.targetId}-${index}`}>
                  <TableCell>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </TableCell>
                  <TableCell>{entry.by}</TableCell>
                  <TableCell>
                    {t(`datasets.audit.actions.${entry.target}.${entry.action}`, {
                      id: entry.targetId,
                    })}
                  </TableCell>
                  <TableCell>
                    <ChangeList entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroller>
      )}
    </section>
  );
}
