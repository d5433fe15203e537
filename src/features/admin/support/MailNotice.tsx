import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetSupportMailQuery } from './supportAdminEndpoints';

const Bar = styled(MessageBar)`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  code {
    overflow-wrap: anywhere;
  }
`;

/**
 * Where replies go, when it is not an SMTP server: without `SMTP_URL` the server writes each
 * reply to its outbox as a `.eml` file and nobody receives it; administrators must know.
 */
export function MailNotice() {
  const { t } = useTranslation('adminSupport');
  const mail = useGetSupportMailQuery().data;
  if (mail?.transport !== 'outbox') return null;
  return (
    <Bar intent="warning" layout="multiline">
      <MessageBarBody>
        <Trans
          t={t}
          i18nKey="mail.outbox"
          values={{ outboxDir: mail.outboxDir ?? t('mail.outboxUnknown') }}
          components={{ code: <code /> }}
        />
      </MessageBarBody>
    </Bar>
  );
}
