import { Radio, RadioGroup, Spinner, useId } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { useGetAdminNotificationsQuery } from '../../notifications/notificationsApi';
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from './notificationForm';
import { NotificationsTable } from './NotificationsTable';
import { FailedWithRetry } from '../../../components/FailedWithRetry';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalS};
`;

/* The status choices side by side, wrapping on a phone where longer words would widen the page. */
const Choices = styled(RadioGroup)`
  flex-wrap: wrap;
  min-width: 0;
`;

const Status = styled.div`
  margin-block: ${({ theme }) => theme.tokens.spacingVerticalS};
`;

/** /admin/notifications — every notification, filtered by where it stands against the clock. */
export function NotificationsListScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: StatusFilter = isStatusFilter(requested) ? requested : 'all';
  const list = useGetAdminNotificationsQuery(filter === 'all' ? undefined : filter);
  // Only this filter's answer: never the previous filter's list under the new filter's name.
  const items = list.currentData?.items;
  const filterLabelId = useId('status-filter');
  // Statuses are reckoned when the list arrived, as the server reckoned its filter.
  const now = list.fulfilledTimeStamp ?? 0;

  const choose = (next: StatusFilter) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <section aria-labelledby="notifications-title">
      <Bar>
        <div>
          <h2 id="notifications-title">{t('list.title')}</h2>
          <p>{t('list.description')}</p>
        </div>
        <ButtonLink to="/admin/notifications/new" appearance="primary" icon={<Add20Regular />}>
          {t('list.new')}
        </ButtonLink>
      </Bar>
      <Filter>
        <span id={filterLabelId}>{t('list.filter.label')}</span>
        <Choices
          layout="horizontal"
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(_, data) => choose(data.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((value) => (
            <Radio key={value} value={value} label={t(`list.filter.${value}`)} />
          ))}
        </Choices>
      </Filter>
      {list.isError && !list.isFetching ? (
        <FailedWithRetry
          message={t('list.failed')}
          retryLabel={t('list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Status role="status">
          {!items
            ? list.isFetching && <Spinner size="small" label={t('list.loading')} />
            : items.length === 0
              ? t(`list.empty.${filter}`)
              : t('list.count', { count: items.length })}
        </Status>
      )}
      {items && items.length > 0 && <NotificationsTable items={items} now={now} />}
    </section>
  );
}
