import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportRequestDetails } from '../../../../contracts/support';

/** The visitor's words as written: plain text (never HTML), line breaks and spaces kept. */
export const PlainText = styled.div`
  margin: 0;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  font-family: ${({ theme }) => theme.tokens.fontFamilyBase};
  line-height: ${({ theme }) => theme.tokens.lineHeightBase400};
`;

/** The request's message. */
export function RequestMessage({ request }: { request: SupportRequestDetails }) {
  const { t } = useTranslation('adminSupport');
  return (
    <section aria-labelledby="support-request-message">
      <h3 id="support-request-message">{t('request.message')}</h3>
      <PlainText>{request.message}</PlainText>
    </section>
  );
}
