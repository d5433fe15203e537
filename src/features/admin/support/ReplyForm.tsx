import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportReply, SupportRequestDetails } from '../../../../contracts/support';
import { useErrorText } from '../../../components/useErrorText';
import { problemText } from './problemText';
import { useSendSupportReplyMutation } from './supportAdminEndpoints';
import { REPLY_MAX } from './supportFields';
import { textProblem } from './textProblem';
import { useSupportFormat } from './useSupportFormat';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

type Outcome = { kind: 'sent'; reply: SupportReply } | { kind: 'failed'; message: string } | null;

/**
 * The reply to the requester: plain text, mailed (or written to the outbox when no SMTP server
 * is configured), the request then answered — or closed with "Send and close". What happened
 * is said: where the reply went, or why it was not sent, the text then kept to try again.
 */
export function ReplyForm({ request }: { request: SupportRequestDetails }) {
  const { t } = useTranslation('adminSupport');
  const errorText = useErrorText();
  const format = useSupportFormat();
  const [send, sending] = useSendSupportReplyMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (close: boolean) => {
    if (sending.isLoading) return;
    setOutcome(null);
    const invalid = textProblem(text, REPLY_MAX);
    if (invalid) {
      setProblem(t(`problems.${invalid}`, { max: format.count(REPLY_MAX) }));
      return;
    }
    setProblem(null);
    const result = await send({ reference: request.reference, body: text.trimEnd(), close });
    if ('error' in result) {
      setOutcome({ kind: 'failed', message: problemText(t, result.error, errorText) });
      return;
    }
    setText('');
    setOutcome({ kind: 'sent', reply: result.data });
  };

  return (
    <Form
      aria-label={t('reply.formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <Field
        label={t('reply.label', { name: request.name })}
        hint={t('reply.hint', { email: request.email })}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
      >
        <Textarea
          value={text}
          resize="vertical"
          rows={8}
          onChange={(_, data) => setText(data.value)}
        />
      </Field>
      <Actions>
        <Button
          type="submit"
          appearance="primary"
          icon={<Send20Regular />}
          disabledFocusable={sending.isLoading}
        >
          {sending.isLoading ? t('reply.sending') : t('reply.send')}
        </Button>
        <Button disabledFocusable={sending.isLoading} onClick={() => void submit(true)}>
          {t('reply.sendAndClose')}
        </Button>
      </Actions>
      <div role="status">
        {outcome?.kind === 'sent' && (
          <MessageBar
            layout="multiline"
            intent={outcome.reply.transport === 'smtp' ? 'success' : 'warning'}
          >
            <MessageBarBody>
              <MessageBarTitle>{t('reply.done')}</MessageBarTitle>{' '}
              {outcome.reply.transport === 'smtp'
                ? t('reply.sentBySmtp', { email: request.email })
                : t('reply.writtenToOutbox', { file: outcome.reply.outboxFile ?? '' })}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      <div role="alert">
        {outcome?.kind === 'failed' && (
          <MessageBar layout="multiline" intent="error">
            <MessageBarBody>
              <MessageBarTitle>{t('reply.notSent')}</MessageBarTitle> {outcome.message}
              <br />
              {t('reply.kept')}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Form>
  );
}
