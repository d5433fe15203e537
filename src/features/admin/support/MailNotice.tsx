import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetSupportMailQuery } from './supportAdminEndpoints';

const Bar = styled(MessageBar)`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  code {
    overflow-wrap: anywhere;
  }
`;

/** Stands for the folder in the translated sentence, which is then cut around it. */
const FOLDER = '\u0000folder\u0000';

/**
 * Where replies go, when it is not an SMTP server: without `SMTP_URL` the server writes each
 * reply to its outbox as a `.eml` file and nobody receives it; administrators must know.
 */
export function MailNotice() {
  const { t } = useTranslation('adminSupport');
  const mail = useGetSupportMailQuery().data;
  if (mail?.transport !== 'outbox') return null;
  // The folder is shown as code, and as text whatever it holds (never read as markup).
  const [before, after = ''] = t('mail.outbox', { outboxDir: FOLDER }).split(FOLDER);
  return (
    <Bar intent="warning" layout="multiline">
      <MessageBarBody>
        {before}
        {mail.outboxDir ? <code>{mail.outboxDir}</code> : t('mail.outboxUnknown')}
        {after}
      </MessageBarBody>
    </Bar>
  );
}
