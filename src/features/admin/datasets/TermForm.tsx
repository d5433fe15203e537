import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, TITLE_MAX } from '../../../../contracts/datasetFields';
import type { Term, TermInput } from '../../../../contracts/datasets';
import { Actions, FormColumn } from '../standardMaps/formLayout';
import { saveProblem, type SaveProblem } from './saveProblem';
import { TermUsesPicker } from './TermUsesPicker';
import { useProblemWords } from './useProblemWords';

type TermPart = keyof TermInput;
const PARTS: readonly TermPart[] = ['term', 'abbreviation', 'definition', 'uses'];
const ID = 'term-form';

export const emptyTerm = (): TermInput => ({
  term: '',
  abbreviation: null,
  definition: '',
  uses: [],
});

export const inputOf = (term: Term): TermInput => ({
  term: term.term,
  abbreviation: term.abbreviation,
  definition: term.definition,
  uses: term.uses.map(({ datasetId, field }) => (field ? { datasetId, field } : { datasetId })),
});

function checked(values: TermInput): SaveProblem<TermPart> | null {
  if (!values.term.trim()) return { field: 'term', message: 'is required' };
  if (!values.definition.trim()) return { field: 'definition', message: 'is required' };
  return null;
}

export interface TermFormProps {
  initial: TermInput;
  busy: boolean;
  /** Saves; the answer's error, if any, is shown at its field or above the buttons. */
  onSave(values: TermInput): Promise<{ error?: unknown }>;
}

/** A term, its abbreviation and definition, and where it is used. */
export function TermForm({ initial, busy, onSave }: TermFormProps) {
  const { t } = useTranslation('admin');
  const words = useProblemWords();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<SaveProblem<TermPart> | null>(null);

  useEffect(() => {
    if (problem && 'field' in problem && problem.field !== 'uses') {
      document.getElementById(`${ID}-${problem.field}`)?.focus();
    }
  }, [problem]);

  const change = (next: Partial<TermInput>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed: TermInput = {
      ...values,
      term: values.term.trim(),
      abbreviation: values.abbreviation?.trim() || null,
      definition: values.definition.trim(),
    };
    const found = checked(trimmed);
    if (found) {
      setProblem(found);
      return;
    }
    const result = await onSave(trimmed);
    setProblem(result.error ? saveProblem(result.error, PARTS) : null);
  };

  const at = (part: TermPart) =>
    problem && 'field' in problem && problem.field === part
      ? { validationState: 'error' as const, validationMessage: words(problem) }
      : {};

  return (
    <FormColumn noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <Field label={t('datasets.terms.form.term')} required {...at('term')}>
        <Input
          id={`${ID}-term`}
          value={values.term}
          maxLength={TITLE_MAX}
          disabled={busy}
          onChange={(_, data) => change({ term: data.value })}
        />
      </Field>
      <Field
        label={t('datasets.terms.form.abbreviation')}
        hint={t('datasets.terms.form.abbreviationHint')}
        {...at('abbreviation')}
      >
        <Input
          id={`${ID}-abbreviation`}
          value={values.abbreviation ?? ''}
          maxLength={40}
          disabled={busy}
          onChange={(_, data) => change({ abbreviation: data.value || null })}
        />
      </Field>
      <Field label={t('datasets.terms.form.definition')} required {...at('definition')}>
        <Textarea
          id={`${ID}-definition`}
          value={values.definition}
          maxLength={TEXT_MAX}
          rows={4}
          resize="vertical"
          disabled={busy}
          onChange={(_, data) => change({ definition: data.value })}
        />
      </Field>
      <TermUsesPicker
        uses={values.uses}
        disabled={busy}
        problem={
          problem && 'field' in problem && problem.field === 'uses' ? words(problem) : undefined
        }
        onChange={(uses) => change({ uses })}
      />
      {problem && 'form' in problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{words(problem)}</MessageBarBody>
        </MessageBar>
      )}
      <Actions>
        <Button
          type="submit"
          appearance="primary"
          icon={<Save20Regular />}
          disabledFocusable={busy}
        >
          {busy ? t('datasets.terms.form.saving') : t('datasets.terms.form.save')}
        </Button>
      </Actions>
    </FormColumn>
  );
}
