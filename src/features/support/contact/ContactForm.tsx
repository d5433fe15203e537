import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContactReceipt } from '../../../../contracts/support';
import { useAppSelector } from '../../../app/hooks';
import { useProblemWords } from '../../../components/useProblemWords';
import { selectUser } from '../../portal/portalSlice';
import { useSendSupportRequestMutation } from '../supportEndpoints';
import { useCameFrom, useCameFromState } from '../useCameFrom';
import { ActionLogChoice } from './ActionLogChoice';
import {
  contactProblems,
  emptyContact,
  firstProblem,
  lengthOf,
  toContactFields,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from './contactForm';
import { MESSAGE_MAX, SUPPORT_CATEGORIES } from './contactLimits';
import { problemsOfRefusal } from './problemsOfRefusal';
import { useActionLogAttachment } from './useActionLogAttachment';

const ID = 'contact';
const idOf = (field: ContactField) => `${ID}-${field}`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalL};
  max-width: 640px;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.tokens.spacingVerticalL}
    ${({ theme }) => theme.tokens.spacingHorizontalL};
`;

const Alert = styled.div`
  &:focus {
    outline: none;
  }
`;

export interface ContactFormProps {
  onSent(receipt: ContactReceipt, email: string): void;
}

/**
 * The contact form: checked here under the contract's rules first (a message under each field,
 * the first wrong one focused, nothing sent), then sent as `multipart/form-data` with the action
 * log when chosen. A refusal is said plainly and what the visitor wrote is kept.
 */
export function ContactForm({ onSent }: ContactFormProps) {
  const { t, i18n } = useTranslation('support');
  const say = useProblemWords('support');
  const user = useAppSelector(selectUser);
  const from = useCameFrom();
  const state = useCameFromState();
  const actionLog = useActionLogAttachment();
  const [typed, setTyped] = useState<ContactValues>(emptyContact);
  const [nameTyped, setNameTyped] = useState(false);
  // Until the visitor types a name, the signed-in user's (also once they sign in meanwhile).
  const values = nameTyped ? typed : { ...typed, name: user?.fullName ?? '' };
  const [problems, setProblems] = useState<ContactProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, sending] = useSendSupportRequestMutation();
  const alert = useRef<HTMLDivElement>(null);
  const messageLength = lengthOf(values.message.trim());

  const change = (next: Partial<ContactValues>) => {
    if (next.name !== undefined) setNameTyped(true);
    setTyped((current) => ({ ...current, ...next }));
    setProblems((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next))
        delete kept[(key === 'attachLog' ? 'actionLog' : key) as ContactField];
      return kept;
    });
  };
  const focus = (field: ContactField | undefined) => {
    if (field) document.getElementById(idOf(field))?.focus();
  };
  const problemText = (field: ContactField) => {
    const problem = problems[field];
    return problem ? say(problem) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.isLoading) return;
    const found = contactProblems(values);
    setProblems(found);
    setRefusal(null);
    if (firstProblem(found)) {
      focus(firstProblem(found));
      return;
    }
    let file: Blob | undefined;
    if (values.attachLog) {
      file = actionLog.file() ?? undefined;
      if (!file) {
        setProblems({ actionLog: { key: 'contact.errors.logTooLarge' } });
        focus('actionLog');
        return;
      }
    }
    const fields = toContactFields(values, { language: i18n.language, page: from });
    const result = await send({ fields, actionLog: file });
    if ('data' in result && result.data) {
      onSent(result.data, fields.email);
      return;
    }
    const refused = problemsOfRefusal('error' in result ? result.error : undefined);
    setProblems(refused.fields);
    setRefusal(say(refused.summary));
    const field = firstProblem(refused.fields);
    if (field) focus(field);
    else requestAnimationFrame(() => alert.current?.focus());
  };

  const field = (name: ContactField) => ({
    validationState: problems[name] ? ('error' as const) : ('none' as const),
    validationMessage: problemText(name),
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      {refusal && (
        <Alert ref={alert} tabIndex={-1} role="alert">
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{t('contact.errors.notSent')}</MessageBarTitle>
              {refusal} {t('contact.errors.kept')}
            </MessageBarBody>
          </MessageBar>
        </Alert>
      )}
      <Pair>
        <Field label={t('contact.name')} required {...field('name')}>
          <Input
            id={idOf('name')}
            autoComplete="name"
            value={values.name}
            onChange={(_, data) => change({ name: data.value })}
          />
        </Field>
        <Field
          label={t('contact.email')}
          required
          {...field('email')}
          hint={t('contact.emailHint')}
        >
          <Input
            id={idOf('email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(_, data) => change({ email: data.value })}
          />
        </Field>
      </Pair>
      <Field label={t('contact.category')} required {...field('category')}>
        <Select
          id={idOf('category')}
          value={values.category}
          onChange={(_, data) => change({ category: data.value as ContactValues['category'] })}
        >
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('contact.subject')} required {...field('subject')}>
        <Input
          id={idOf('subject')}
          value={values.subject}
          onChange={(_, data) => change({ subject: data.value })}
        />
      </Field>
      <Field
        label={t('contact.message')}
        required
        {...field('message')}
        hint={t('contact.messageCount', {
          count: messageLength,
          formatted: new Intl.NumberFormat(i18n.language).format(messageLength),
          max: new Intl.NumberFormat(i18n.language).format(MESSAGE_MAX),
        })}
      >
        <Textarea
          id={idOf('message')}
          rows={8}
          resize="vertical"
          value={values.message}
          onChange={(_, data) => change({ message: data.value })}
        />
      </Field>
      <ActionLogChoice
        id={idOf('actionLog')}
        checked={values.attachLog}
        onChange={(attachLog) => change({ attachLog })}
        summary={actionLog.summary()}
        problem={problemText('actionLog')}
        state={state}
      />
      <div>
        <Button
          type="submit"
          appearance="primary"
          icon={<Send20Regular />}
          disabledFocusable={sending.isLoading}
        >
          {sending.isLoading ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </Form>
  );
}
