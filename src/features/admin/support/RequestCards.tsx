import { Card } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AttachmentMark } from './AttachmentMark';
import type { RequestsListProps } from './RequestsTable';
import { StatusBadge } from './StatusBadge';
import { requestPath } from './supportAdminPaths';
import { useSupportFormat } from './useSupportFormat';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

const Subject = styled(Link)`
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  overflow-wrap: anywhere;
  /* The whole card opens the request: the link covers it. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Line = styled.span`
  display: block;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  overflow-wrap: anywhere;
`;

const Reference = styled.span`
  font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
`;

/** The requests of a page of the inbox on a phone: one card each, the subject its link. */
export function RequestCards({ items, from }: RequestsListProps) {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  return (
    <List aria-label={t('inbox.tableLabel')}>
      {items.map((request) => (
        <li key={request.reference}>
          <Card style={{ position: 'relative' }}>
            <Top>
              <Reference>{request.reference}</Reference>
              <span>
                {request.hasActionLog && <AttachmentMark />} <StatusBadge status={request.status} />
              </span>
            </Top>
            <Subject to={requestPath(request.reference)} state={{ from }}>
              {request.subject}
            </Subject>
            <div>
              <Line>{t('inbox.card.from', { name: request.name, email: request.email })}</Line>
              <Line>
                {t('inbox.card.received', {
                  when: format.moment(request.createdAt),
                  category: t(`category.${request.category}`),
                })}
              </Line>
            </div>
          </Card>
        </li>
      ))}
    </List>
  );
}
