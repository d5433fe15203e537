import {
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { Add20Regular, Edit16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Term } from '../../../../contracts/datasets';
import { ButtonLink } from '../../../components/ButtonLink';
import { ConfirmDeletePopover } from '../../../components/ConfirmDeletePopover';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { useDeleteTermMutation, useListTermsQuery } from '../../data/datasetsApi';
import { Intro, Notice } from '../standardMaps/formLayout';
import { DatasetsAdminNav, TERMS_ADMIN_PATH } from './DatasetsAdminNav';
import { saveProblem } from './saveProblem';
import { useProblemWords } from './useProblemWords';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

const Scroller = styled.div`
  overflow-x: auto;
  table {
    min-width: 640px;
  }
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
  }
`;

const Definition = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const RowActions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
`;

/** What the term form says when it brings the administrator back here. */
export interface TermsArrival {
  saved?: string;
}

function TermActions({ term }: { term: Term }) {
  const { t } = useTranslation('admin');
  const words = useProblemWords();
  const [remove] = useDeleteTermMutation();
  return (
    <RowActions>
      <ButtonLink
        to={`${TERMS_ADMIN_PATH}/${term.id}`}
        size="small"
        icon={<Edit16Regular />}
        aria-label={t('datasets.terms.editLabel', { term: term.term })}
      >
        {t('datasets.terms.edit')}
      </ButtonLink>
      <ConfirmDeletePopover
        button={{ size: 'small', label: t('datasets.terms.deleteLabel', { term: term.term }) }}
        question={t('datasets.terms.deleteQuestion', { term: term.term })}
        text={t('datasets.terms.deleteText')}
        words={{
          confirm: t('datasets.terms.delete'),
          deleting: t('datasets.terms.deleting'),
          cancel: t('datasets.terms.cancel'),
        }}
        describeFailure={(error) => words(saveProblem(error, []))}
        onDelete={() => remove(term.id).unwrap()}
      />
    </RowActions>
  );
}

/** /admin/datasets/terms — the glossary's terms, each edited or deleted; a new one added. */
export function TermsAdminScreen() {
  const { t } = useTranslation('admin');
  const arrival = (useLocation().state ?? {}) as TermsArrival;
  const terms = useListTermsQuery({});
  const result = terms.data;

  return (
    <section aria-labelledby="terms-admin-title">
      <Header>
        <Intro>
          <h2 id="terms-admin-title">{t('datasets.terms.title')}</h2>
          <p>{t('datasets.terms.description')}</p>
        </Intro>
        <ButtonLink to={`${TERMS_ADMIN_PATH}/new`} appearance="primary" icon={<Add20Regular />}>
          {t('datasets.terms.new')}
        </ButtonLink>
      </Header>
      <DatasetsAdminNav />
      {arrival.saved && (
        <Notice intent="success" role="status">
          <MessageBarBody>{t('datasets.terms.saved', { term: arrival.saved })}</MessageBarBody>
        </Notice>
      )}
      {terms.isError && !terms.isFetching ? (
        <FailedWithRetry
          message={t('datasets.terms.failed')}
          retryLabel={t('list.retry')}
          onRetry={() => void terms.refetch()}
        />
      ) : !result ? (
        <Spinner size="small" label={t('datasets.terms.loading')} />
      ) : result.items.length === 0 ? (
        <p>{t('datasets.terms.empty')}</p>
      ) : (
        <Scroller>
          <Table size="small" aria-label={t('datasets.terms.tableLabel')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('datasets.terms.columns.term')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.terms.columns.abbreviation')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.terms.columns.definition')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.terms.columns.uses')}</TableHeaderCell>
                <TableHeaderCell>{t('datasets.terms.columns.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.items.map((term) => (
                <TableRow key={term.id}>
                  <TableCell>{term.term}</TableCell>
                  <TableCell>{term.abbreviation ?? ''}</TableCell>
                  <TableCell>
                    <Definition title={term.definition}>{term.definition}</Definition>
                  </TableCell>
                  <TableCell>{term.uses.length}</TableCell>
                  <TableCell>
                    <TermActions term={term} />
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
