import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  useId,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NotificationInput, Severity } from '../../../../contracts/notifications';
import { ButtonLink } from '../../../components/ButtonLink';
import {
  FIELD_ORDER,
  fromLocalInput,
  SEVERITY_OPTIONS,
  toInput,
  validate,
  type FormField,
  type FormProblems,
  type NotificationFormValues,
} from './notificationForm';
import { NotificationPreview } from './NotificationPreview';
import { FieldProblemText, PlacementFields } from './PlacementFields';
import { RichTextEditor } from './RichTextEditor';
import { ScheduleFields, type ScheduleField } from './ScheduleFields';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.tokens.spacingVerticalL};
  min-width: 0;
`;

/* The four severities side by side, wrapping on a phone rather than widening the form. */
const Severities = styled(RadioGroup)`
  flex-wrap: wrap;
`;

const ContentField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
  label {
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

const Sticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

export interface NotificationFormProps {
  initial: NotificationFormValues;
  saving: boolean;
  /** Why the server refused the last save, already translated; the 400 message names it. */
  serverProblem?: string | null;
  onSave(input: NotificationInput): void;
}

/**
 * Create or edit a notification: where it shows, severity, title, schedule and text, with a
 * live preview. Problems show beside their fields once Save was pressed, and the first one
 * takes the focus.
 */
export function NotificationForm({
  initial,
  saving,
  serverProblem,
  onSave,
}: NotificationFormProps) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const [unfinished, setUnfinished] = useState<Record<ScheduleField, boolean>>({
    startsAt: false,
    endsAt: false,
  });
  const [submitted, setSubmitted] = useState(false);
  // "Has the end passed?" is asked against the time the form was opened.
  const [openedAt] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const contentLabelId = useId('content-label');
  const contentHintId = useId('content-hint');
  const contentProblemId = useId('content-problem');

  const problemsOf = (current: NotificationFormValues): FormProblems => {
    const found = validate(current);
    for (const field of ['startsAt', 'endsAt'] as const) {
      if (unfinished[field]) found[field] = { key: 'dateInvalid' };
    }
    return found;
  };
  const problems = submitted ? problemsOf(values) : {};
  const message = (field: FormField) => {
    const problem = problems[field];
    return problem ? t(`form.errors.${problem.key}`, problem.values) : undefined;
  };

  const change = (next: Partial<NotificationFormValues>) =>
    setValues((current) => ({ ...current, ...next }));

  const focusField = (field: FormField) => {
    const form = formRef.current;
    const target =
      field === 'content'
        ? form?.querySelector<HTMLElement>('.ql-editor')
        : field === 'pages'
          ? form?.querySelector<HTMLElement>('[data-field="pages"] input')
          : form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    target?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = problemsOf(values);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    onSave(toInput(values));
  };

  const end = fromLocalInput(values.endsAt);
  const endNote =
    end && end.getTime() <= openedAt && !problems.endsAt ? t('form.endsInPast') : undefined;
  const hasProblems = Object.keys(problems).length > 0;

  return (
    <Columns>
      <Fields ref={formRef} noValidate onSubmit={submit}>
        <PlacementFields
          isGlobal={values.isGlobal}
          pages={values.pages}
          onChange={change}
          problem={message('pages')}
        />
        <Field label={t('form.severity')}>
          <Severities
            layout="horizontal"
            value={values.severity}
            onChange={(_, data) => change({ severity: data.value as Severity })}
          >
            {SEVERITY_OPTIONS.map((severity) => (
              <Radio key={severity} value={severity} label={t(`severity.${severity}`)} />
            ))}
          </Severities>
        </Field>
        <Field label={t('form.title')} hint={t('form.titleHint')}>
          <Input
            value={values.title}
            maxLength={200}
            onChange={(_, data) => change({ title: data.value })}
          />
        </Field>
        <ScheduleFields
          startsAt={values.startsAt}
          endsAt={values.endsAt}
          problems={{ startsAt: message('startsAt'), endsAt: message('endsAt') }}
          endNote={endNote}
          onChange={(field, value, isUnfinished) => {
            change({ [field]: value });
            setUnfinished((current) => ({ ...current, [field]: isUnfinished }));
          }}
        />
        <ContentField>
          <label id={contentLabelId}>{t('form.content')}</label>
          <Hint id={contentHintId}>{t('form.contentHint')}</Hint>
          <RichTextEditor
            labelId={contentLabelId}
            describedBy={problems.content ? `${contentProblemId} ${contentHintId}` : contentHintId}
            value={values.content}
            onChange={(content) => change({ content })}
            invalid={!!problems.content}
            required
          />
          {problems.content && (
            <FieldProblemText id={contentProblemId}>{message('content')}</FieldProblemText>
          )}
        </ContentField>
        {hasProblems && (
          <MessageBar intent="error">
            <MessageBarBody>{t('form.invalid')}</MessageBarBody>
          </MessageBar>
        )}
        {serverProblem && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{serverProblem}</MessageBarBody>
          </MessageBar>
        )}
        <Actions>
          <Button type="submit" appearance="primary" disabledFocusable={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
          <ButtonLink to="/admin/notifications">{t('form.cancel')}</ButtonLink>
        </Actions>
      </Fields>
      <Sticky>
        <NotificationPreview values={values} />
      </Sticky>
    </Columns>
  );
}
