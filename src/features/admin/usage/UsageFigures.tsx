import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminAnalytics } from '../../../../contracts/adminAnalytics';
import { busiestDay, fillDays } from './fillDays';
import { UsageChart } from './UsageChart';
import { DaysTable, PagesTable, type PageRow } from './UsageTables';
import { dayLabelFormat, formatCount, formatDay, formatShare } from './usageFormat';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  h3 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

/** The chart beside its table on wide screens, above it on narrow ones. */
const ChartAndTable = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXL};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const DAYS_CHART_HEIGHT = 280;
const pagesChartHeight = (pages: number) => Math.max(160, 48 + 32 * pages);

/** The figures of one report: views per day and per page, each as a chart and a table. */
export function UsageFigures({ report }: { report: AdminAnalytics }) {
  const { t, i18n } = useTranslation('usage');
  const language = i18n.language;
  const daysSummaryId = useId();
  const pagesSummaryId = useId();
  const { from, to, total } = report;

  const days = useMemo(() => fillDays({ from, to }, report.days), [from, to, report.days]);
  const dayLabels = useMemo(() => {
    const label = dayLabelFormat(from, to, language);
    return days.map(({ day }) => label(day));
  }, [days, from, to, language]);
  const dayValues = useMemo(() => days.map(({ views }) => views), [days]);

  const pages: PageRow[] = useMemo(
    () =>
      report.pages.map(({ page, views }) => ({
        key: page ?? '',
        page: page === null ? t('pages.unnamed') : t(`pages.names.${page}`, { defaultValue: page }),
        views,
      })),
    [report.pages, t],
  );
  const pageLabels = useMemo(() => pages.map(({ page }) => page), [pages]);
  const pageValues = useMemo(() => pages.map(({ views }) => views), [pages]);

  const range = { from: formatDay(from, language), to: formatDay(to, language) };
  const busiest = busiestDay(days);
  const quietDays = days.filter(({ views }) => views === 0).length;
  const top = pages[0];

  return (
    <>
      <Section aria-labelledby={`${daysSummaryId}-title`}>
        <h3 id={`${daysSummaryId}-title`}>{t('days.title')}</h3>
        <ChartAndTable>
          <div>
            <UsageChart
              label={t('days.chartLabel', range)}
              describedBy={daysSummaryId}
              height={DAYS_CHART_HEIGHT}
              labels={dayLabels}
              values={dayValues}
              name={t('views')}
              direction="vertical"
              language={language}
            />
            <Summary id={daysSummaryId}>
              {busiest &&
                t('days.summary', {
                  day: formatDay(busiest.day, language),
                  count: busiest.views,
                  formatted: formatCount(busiest.views, language),
                  average: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
                    total / days.length,
                  ),
                })}{' '}
              {t('days.quiet', { count: quietDays, formatted: formatCount(quietDays, language) })}
            </Summary>
          </div>
          <DaysTable days={days} label={t('days.tableLabel')} />
        </ChartAndTable>
      </Section>
      <Section aria-labelledby={`${pagesSummaryId}-title`}>
        <h3 id={`${pagesSummaryId}-title`}>{t('pages.title')}</h3>
        <ChartAndTable>
          <div>
            <UsageChart
              label={t('pages.chartLabel', range)}
              describedBy={pagesSummaryId}
              height={pagesChartHeight(pages.length)}
              labels={pageLabels}
              values={pageValues}
              name={t('views')}
              direction="horizontal"
              language={language}
            />
            <Summary id={pagesSummaryId}>
              {top &&
                t('pages.summary', {
                  page: top.page,
                  count: top.views,
                  formatted: formatCount(top.views, language),
                  share: formatShare(top.views, total, language),
                })}
            </Summary>
          </div>
          <PagesTable pages={pages} total={total} label={t('pages.tableLabel')} />
        </ChartAndTable>
      </Section>
    </>
  );
}
