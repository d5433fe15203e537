import { Button, Field, Textarea } from '@fluentui/react-components';
import { LockClosed16Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportRequestDetails } from '../../../../contracts/support';
import { useErrorText } from '../../../components/useErrorText';
import { problemText } from './problemText';
import { NOTE_MAX } from './supportFields';
import { PlainText } from './RequestMessage';
import { useAddSupportNoteMutation } from './supportAdminEndpoints';
import { textProblem } from './textProblem';
import { useSupportFormat } from './useSupportFormat';

const Private = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

export const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  list-style: none;
`;

export const Byline = styled.p`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  justify-items: start;
  > div {
    justify-self: stretch;
  }
`;

/**
 * The administrators' internal notes on a request, oldest first, and the form to add one.
 * Notes are never mailed: the requester does not see them.
 */
export function NotesSection({ request }: { request: SupportRequestDetails }) {
  const { t } = useTranslation('adminSupport');
  const errorText = useErrorText();
  const format = useSupportFormat();
  const [addNote, adding] = useAddSupportNoteMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding.isLoading) return;
    setAdded(false);
    const invalid = textProblem(text, NOTE_MAX);
    if (invalid) {
      setProblem(t(`problems.${invalid}`, { max: format.count(NOTE_MAX) }));
      return;
    }
    setProblem(null);
    const result = await addNote({ reference: request.reference, body: text.trimEnd() });
    if ('error' in result) {
      setProblem(problemText(t, result.error, errorText));
      return;
    }
    setText('');
    setAdded(true);
  };

  return (
    <section aria-labelledby="support-request-notes">
      <h3 id="support-request-notes">{t('notes.title')}</h3>
      <Private>
        <LockClosed16Regular aria-hidden />
        {t('notes.private')}
      </Private>
      {request.notes.length === 0 ? (
        <p>{t('notes.none')}</p>
      ) : (
        <Entries aria-label={t('notes.listLabel')}>
          {request.notes.map((note) => (
            <li key={note.id}>
              <Byline>
                {t('notes.byline', { author: note.author, when: format.moment(note.createdAt) })}
              </Byline>
              <PlainText>{note.body}</PlainText>
            </li>
          ))}
        </Entries>
      )}
      <Form aria-label={t('notes.formLabel')} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('notes.new')}
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem}
        >
          <Textarea
            value={text}
            resize="vertical"
            rows={3}
            onChange={(_, data) => {
              setText(data.value);
              setAdded(false);
            }}
          />
        </Field>
        <Button type="submit" disabledFocusable={adding.isLoading}>
          {adding.isLoading ? t('notes.adding') : t('notes.add')}
        </Button>
        <span role="status">{added ? t('notes.added') : ''}</span>
      </Form>
    </section>
  );
}
