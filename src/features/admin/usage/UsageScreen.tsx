import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '../../../components/useErrorText';
import { isAppError } from '../../../lib/appError';
import { useGetAdminAnalyticsQuery } from './adminAnalyticsApi';
import { MAX_RANGE_DAYS } from './dayRange';
import { UsageFigures } from './UsageFigures';
import { UsageRangeForm } from './UsageRangeForm';
import { formatCount, formatDay } from './usageFormat';
import { useUsageRange } from './useUsageRange';

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase600};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  p {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
    max-width: 70ch;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Results = styled.div`
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalXL};
`;

/** The one line that says what is shown: read out whenever it changes. */
const Status = styled.div`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  strong {
    font-size: ${({ theme }) => theme.tokens.fontSizeHero700};
    line-height: ${({ theme }) => theme.tokens.lineHeightHero700};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * /admin/usage — page views per day and per page for a range of days (issue 6): the range in
 * the address, the total, a chart and a table of each.
 */
export function UsageScreen() {
  const { t, i18n } = useTranslation('usage');
  const errorText = useErrorText();
  const language = i18n.language;
  const { today, requested, check, choose } = useUsageRange();
  const query = useGetAdminAnalyticsQuery(check.ok ? check.range : skipToken);
  // The figures of the range asked for, never those of the previous one while it loads.
  const report = check.ok ? query.currentData : undefined;
  const error =
    check.ok && query.isError && !query.isFetching && isAppError(query.error)
      ? query.error
      : undefined;
  const loading = check.ok && !report && !error;

  return (
    <section aria-labelledby="usage-title">
      <Header>
        <h2 id="usage-title">{t('title')}</h2>
        <p>{t('description', { max: MAX_RANGE_DAYS })}</p>
      </Header>
      <UsageRangeForm
        key={`${requested.from}/${requested.to}`}
        requested={requested}
        problems={check.ok ? undefined : check}
        today={today}
        onChoose={choose}
      />
      <Results aria-busy={loading}>
        <Status role="status">
          {loading && <Spinner size="tiny" labelPosition="after" label={t('loading')} />}
          {report &&
            (report.total === 0 ? (
              t('empty')
            ) : (
              <>
                <Trans
                  t={t}
                  i18nKey="total"
                  count={report.total}
                  values={{
                    formatted: formatCount(report.total, language),
                    from: formatDay(report.from, language),
                    to: formatDay(report.to, language),
                  }}
                  components={{ strong: <strong /> }}
                />
              </>
            ))}
        </Status>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>
              {error.status === 400 ? (
                <>
                  <MessageBarTitle>{t('error.badRange')}</MessageBarTitle>
                  {errorText(error)}
                </>
              ) : (
                <>
                  <MessageBarTitle>{t('error.failed')}</MessageBarTitle>
                  {errorText(error)}{' '}
                  <Button size="small" onClick={() => query.refetch()}>
                    {t('error.retry')}
                  </Button>
                </>
              )}
            </MessageBarBody>
          </MessageBar>
        )}
        {report && report.total > 0 && <UsageFigures report={report} />}
      </Results>
    </section>
  );
}
