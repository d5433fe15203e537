import { ArrowLeft20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { SupportRequestDetails } from '../../../../contracts/support';
import { ButtonLink } from '../../../components/ButtonLink';
import { StatusSelect } from './StatusSelect';
import { SUPPORT_ADMIN_PATH } from './supportAdminPaths';
import { useSupportFormat } from './useSupportFormat';
import { DirectionalIcon } from '../../../components/DirectionalIcon';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXL};
  > a {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS}
      calc(-1 * ${({ theme }) => theme.tokens.spacingHorizontalM});
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Reference = styled.p`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
  font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* Who wrote: a name and a whole e-mail address on one line where it can. */
  > div:first-child {
    grid-column: span 2;
  }
`;

/** A request's page header: where back goes, its subject, reference and status, and its facts. */
export function RequestHeader({ request }: { request: SupportRequestDetails }) {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  // Back to the inbox as it was left (filter, words, page), when it was the way here.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from ? `${SUPPORT_ADMIN_PATH}?${from}` : SUPPORT_ADMIN_PATH;
  const facts: [key: string, value: ReactNode][] = [
    [
      'from',
      <>
        {request.name}
        <br />
        <a href={`mailto:${request.email}`}>{request.email}</a>
      </>,
    ],
    ['category', t(`category.${request.category}`)],
    ['received', format.moment(request.createdAt)],
    ['updated', format.moment(request.updatedAt)],
    ['language', request.language ? format.languageName(request.language) : t('request.unknown')],
    ['page', request.page ? <code>{request.page}</code> : t('request.unknown')],
    ['account', request.username ?? t('request.signedOut')],
  ];
  return (
    <Header>
      <ButtonLink
        to={back}
        appearance="subtle"
        icon={
          <DirectionalIcon>
            <ArrowLeft20Regular />
          </DirectionalIcon>
        }
      >
        {t('request.back')}
      </ButtonLink>
      <TitleRow>
        <div>
          <Reference>{request.reference}</Reference>
          <h2 id="support-request-title">{request.subject}</h2>
        </div>
        <StatusSelect reference={request.reference} status={request.status} />
      </TitleRow>
      <Facts>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`request.facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Header>
  );
}
