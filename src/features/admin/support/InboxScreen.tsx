import { Spinner, Tab, TabList } from '@fluentui/react-components';
import { History20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportRequestList } from '../../../../contracts/support';
import { useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/ButtonLink';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { selectIsMobile } from '../../shell/appSlice';
import { Intro } from '../standardMaps/formLayout';
import { InboxPager } from './InboxPager';
import { InboxSearchForm } from './InboxSearchForm';
import { MailNotice } from './MailNotice';
import { RequestCards } from './RequestCards';
import { RequestsTable } from './RequestsTable';
import { useListSupportRequestsQuery } from './supportAdminEndpoints';
import { SupportAdminNav } from './SupportAdminNav';
import { REPLAY_PATH, STATUS_FILTERS, type StatusFilter } from './supportAdminPaths';
import { INBOX_PAGE, useInboxSearch } from './useInboxSearch';
import { useSupportFormat } from './useSupportFormat';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  > div {
    margin-bottom: 0;
  }
`;

const Tabs = styled(TabList)`
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

const Count = styled.span`
  margin-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalXS};
  min-width: 1.5em;
  display: inline-block;
  text-align: center;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusCircular};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Status = styled.div`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
`;

function countOf(list: SupportRequestList | undefined, filter: StatusFilter) {
  if (!list) return undefined;
  const { counts } = list;
  return filter === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[filter];
}

/**
 * /admin/support — the support inbox: requests newest first, by status (with how many are in
 * each), searched by reference, name, e-mail or words, a page at a time; a table on a desktop,
 * cards on a phone. Says when replies go to the outbox instead of being sent.
 */
export function InboxScreen() {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  const mobile = useAppSelector(selectIsMobile);
  const { search, update, address } = useInboxSearch();
  const list = useListSupportRequestsQuery({
    ...(search.status === 'all' ? {} : { status: search.status }),
    ...(search.q ? { q: search.q } : {}),
    offset: search.offset,
    limit: INBOX_PAGE,
  });
  // Only this search's answer: never the previous filter's rows under the new filter's name.
  const result = list.currentData;
  // The counts do not depend on the filter: the last ones known stay while another loads.
  const counts = list.data;

  return (
    <section aria-labelledby="support-inbox-title">
      <Header>
        <Intro>
          <h2 id="support-inbox-title">{t('inbox.title')}</h2>
          <p>{t('inbox.description')}</p>
        </Intro>
        <ButtonLink to={REPLAY_PATH} appearance="secondary" icon={<History20Regular />}>
          {t('inbox.replay')}
        </ButtonLink>
      </Header>
      <SupportAdminNav />
      <MailNotice />
      <InboxSearchForm words={search.q ?? ''} onSearch={(q) => update({ q })} />
      <Tabs
        aria-label={t('inbox.statusLabel')}
        selectedValue={search.status}
        onTabSelect={(_, data) => update({ status: data.value as StatusFilter })}
      >
        {STATUS_FILTERS.map((filter) => {
          const count = countOf(counts, filter);
          return (
            <Tab
              key={filter}
              value={filter}
              id={`support-tab-${filter}`}
              aria-controls="support-requests"
            >
              {t(`status.${filter}`)}
              {count !== undefined && <Count>{format.count(count)}</Count>}
            </Tab>
          );
        })}
      </Tabs>
      <div id="support-requests" role="tabpanel" aria-labelledby={`support-tab-${search.status}`}>
        {list.isError && !list.isFetching ? (
          <FailedWithRetry
            message={t('inbox.failed')}
            retryLabel={t('retry')}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Status role="status">
            {!result ? (
              <Spinner size="small" label={t('inbox.loading')} />
            ) : result.total === 0 ? (
              search.q ? (
                t('inbox.noMatch')
              ) : (
                t(`inbox.empty.${search.status}`)
              )
            ) : (
              t('inbox.count', { count: result.total, formatted: format.count(result.total) })
            )}
          </Status>
        )}
        {result &&
          result.items.length > 0 &&
          (mobile ? (
            <RequestCards items={result.items} from={address} />
          ) : (
            <RequestsTable items={result.items} from={address} />
          ))}
        {result && (
          <InboxPager
            offset={search.offset}
            shown={result.items.length}
            total={result.total}
            onTurn={(offset) => update({ offset })}
          />
        )}
      </div>
    </section>
  );
}
