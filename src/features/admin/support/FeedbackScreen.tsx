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
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { Intro } from '../standardMaps/formLayout';
import { useGetArticleFeedbackQuery } from './supportAdminEndpoints';
import { SupportAdminNav } from './SupportAdminNav';
import { useSupportFormat } from './useSupportFormat';

const Scroller = styled.div`
  overflow-x: auto;
  max-width: 880px;
  /* Four narrow columns: on a phone the headings wrap rather than the table scrolling. */
  th {
    vertical-align: bottom;
  }
  /* Counts and shares line up on the right, their headings too. */
  td:not(:first-child) {
    text-align: end;
  }
  th:not(:first-child) .fui-TableHeaderCell__button {
    justify-content: flex-end;
  }
  th:first-child {
    width: 40%;
  }
`;

const Status = styled.div`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
`;

const COLUMNS = ['article', 'helpful', 'notHelpful', 'share'] as const;

/**
 * /admin/support/feedback — how the help articles' readers answered "Was this helpful?":
 * the votes each way per article (counted anonymously), and the share of "yes".
 */
export function FeedbackScreen() {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  const feedback = useGetArticleFeedbackQuery();
  const articles = feedback.data?.articles;
  const percent = new Intl.NumberFormat(format.language, { style: 'percent' });

  return (
    <section aria-labelledby="support-feedback-title">
      <Intro>
        <h2 id="support-feedback-title">{t('feedback.title')}</h2>
        <p>{t('feedback.description')}</p>
      </Intro>
      <SupportAdminNav />
      {feedback.isError && !feedback.isFetching ? (
        <FailedWithRetry
          message={t('feedback.failed')}
          retryLabel={t('retry')}
          onRetry={() => void feedback.refetch()}
        />
      ) : (
        <Status role="status">
          {!articles ? (
            <Spinner size="small" label={t('feedback.loading')} />
          ) : articles.length === 0 ? (
            t('feedback.empty')
          ) : (
            ''
          )}
        </Status>
      )}
      {articles && articles.length > 0 && (
        <Scroller>
          <Table aria-label={t('feedback.tableLabel')} size="small">
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column}>{t(`feedback.columns.${column}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {articles.map((article) => {
                const votes = article.helpful + article.notHelpful;
                return (
                  <TableRow key={article.slug}>
                    <TableCell>
                      <Link to={`/support/${article.slug}`}>{article.title}</Link>
                    </TableCell>
                    <TableCell>{format.count(article.helpful)}</TableCell>
                    <TableCell>{format.count(article.notHelpful)}</TableCell>
                    <TableCell>
                      {votes === 0
                        ? t('feedback.noVotes')
                        : percent.format(article.helpful / votes)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Scroller>
      )}
    </section>
  );
}
