import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { MessagePanel } from '../../../components/MessagePanel';
import type { AppError } from '../../../lib/appError';
import { ActionLogPanel } from './ActionLogPanel';
import { NotesSection } from './NotesSection';
import { RepliesSection } from './RepliesSection';
import { RequestHeader } from './RequestHeader';
import { RequestMessage } from './RequestMessage';
import { useGetSupportRequestQuery } from './supportAdminEndpoints';
import { REFERENCE, SUPPORT_ADMIN_PATH } from './supportAdminPaths';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
  > div {
    display: grid;
    /* Nothing inside (a long address, a long message) widens a column past its share. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.tokens.spacingVerticalXXL};
    min-width: 0;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
`;

function Missing({ reference }: { reference: string }) {
  const { t } = useTranslation('adminSupport');
  return (
    <MessagePanel role="alert">
      <h2>{t('request.missing.title')}</h2>
      <p>{t('request.missing.message', { reference })}</p>
      <ButtonLink to={SUPPORT_ADMIN_PATH} appearance="primary">
        {t('request.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

/**
 * /admin/support/{reference} — one support request: who sent it, about what, from where; the
 * message as it was written; the attached action log; the administrators' internal notes; the
 * replies mailed and the form to write one; its status, changed here.
 */
export function RequestScreen() {
  const { t } = useTranslation('adminSupport');
  const { reference = '' } = useParams();
  const valid = REFERENCE.test(reference);
  const answer = useGetSupportRequestQuery(reference, { skip: !valid });
  const request = answer.data;
  const error = answer.error as AppError | undefined;

  if (!valid || error?.status === 404) return <Missing reference={reference} />;
  if (!request && error && !answer.isFetching) {
    return (
      <FailedWithRetry
        message={t('request.failed')}
        retryLabel={t('retry')}
        onRetry={() => void answer.refetch()}
      />
    );
  }
  if (!request) return <Spinner label={t('request.loading')} />;

  return (
    <article aria-labelledby="support-request-title">
      <RequestHeader request={request} />
      <Columns>
        <div>
          <RequestMessage request={request} />
          <RepliesSection request={request} />
        </div>
        <div>
          <ActionLogPanel request={request} />
          <NotesSection request={request} />
        </div>
      </Columns>
    </article>
  );
}
