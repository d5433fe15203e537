import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATASET_CATEGORIES,
  SHORT_MAX,
  TEXT_MAX,
  UPDATE_FREQUENCIES,
  type DatasetCategory,
  type UpdateFrequency,
} from '../../../../contracts/datasetFields';
import type { DatasetDetails, DatasetMetadataInput } from '../../../../contracts/datasets';
import { useUpdateDatasetMetadataMutation } from '../../data/datasetsApi';
import { Actions, FormColumn } from '../standardMaps/formLayout';
import { saveProblem, type SaveProblem } from './saveProblem';
import { useProblemWords } from './useProblemWords';

type MetadataField = keyof DatasetMetadataInput;
const FIELDS: readonly MetadataField[] = [
  'description',
  'category',
  'steward',
  'contactName',
  'contactEmail',
  'updateFrequency',
  'licence',
];
const ID = 'dataset-metadata';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const metadataOf = (dataset: DatasetDetails): DatasetMetadataInput => ({
  description: dataset.description,
  category: dataset.category,
  steward: dataset.steward,
  contactName: dataset.contact.name,
  contactEmail: dataset.contact.email,
  updateFrequency: dataset.updateFrequency,
  licence: dataset.licence,
});

/** What the browser can tell before asking: a steward is needed, an address must look like one. */
function checked(values: DatasetMetadataInput): SaveProblem<MetadataField> | null {
  if (!values.steward.trim()) return { field: 'steward', message: 'is required' };
  if (values.contactEmail && !EMAIL.test(values.contactEmail)) {
    return { field: 'contactEmail', message: 'must match pattern' };
  }
  return null;
}

/**
 * The glossary text of a dataset: description, category, steward and contact, update
 * frequency and licence. A refused field is said beside it and focused.
 */
export function DatasetMetadataForm({ dataset }: { dataset: DatasetDetails }) {
  const { t } = useTranslation(['admin', 'data']);
  const words = useProblemWords();
  const [values, setValues] = useState(() => metadataOf(dataset));
  const [problem, setProblem] = useState<SaveProblem<MetadataField> | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useUpdateDatasetMetadataMutation();
  const busy = updating.isLoading;

  useEffect(() => {
    if (problem && 'field' in problem) document.getElementById(`${ID}-${problem.field}`)?.focus();
  }, [problem]);

  const change = (next: Partial<DatasetMetadataInput>) => {
    setValues((current) => ({ ...current, ...next }));
    setSaved(false);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const trimmed = {
      ...values,
      steward: values.steward.trim(),
      contactEmail: values.contactEmail.trim(),
    };
    const found = checked(trimmed);
    if (found) {
      setProblem(found);
      return;
    }
    const result = await update({ id: dataset.id, metadata: trimmed });
    if ('error' in result) {
      setProblem(saveProblem(result.error, FIELDS));
      return;
    }
    setProblem(null);
    setSaved(true);
  };

  const field = (name: MetadataField) =>
    problem && 'field' in problem && problem.field === name
      ? { validationState: 'error' as const, validationMessage: words(problem) }
      : {};

  return (
    <FormColumn noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <Field
        label={t('datasets.form.description')}
        hint={t('datasets.form.descriptionHint')}
        {...field('description')}
      >
        <Textarea
          id={`${ID}-description`}
          value={values.description}
          maxLength={TEXT_MAX}
          rows={Math.min(12, Math.max(4, Math.ceil(dataset.description.length / 60)))}
          resize="vertical"
          disabled={busy}
          onChange={(_, data) => change({ description: data.value })}
        />
      </Field>
      <Field label={t('datasets.form.category')} {...field('category')}>
        <Select
          id={`${ID}-category`}
          value={values.category}
          disabled={busy}
          onChange={(_, data) => change({ category: data.value as DatasetCategory })}
        >
          {DATASET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`data:categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('datasets.form.steward')}
        required
        hint={t('datasets.form.stewardHint')}
        {...field('steward')}
      >
        <Input
          id={`${ID}-steward`}
          value={values.steward}
          maxLength={SHORT_MAX}
          disabled={busy}
          onChange={(_, data) => change({ steward: data.value })}
        />
      </Field>
      <Field label={t('datasets.form.contactName')} {...field('contactName')}>
        <Input
          id={`${ID}-contactName`}
          value={values.contactName}
          maxLength={SHORT_MAX}
          disabled={busy}
          onChange={(_, data) => change({ contactName: data.value })}
        />
      </Field>
      <Field label={t('datasets.form.contactEmail')} {...field('contactEmail')}>
        <Input
          id={`${ID}-contactEmail`}
          type="email"
          value={values.contactEmail}
          maxLength={SHORT_MAX}
          disabled={busy}
          onChange={(_, data) => change({ contactEmail: data.value })}
        />
      </Field>
      <Field label={t('datasets.form.updateFrequency')} {...field('updateFrequency')}>
        <Select
          id={`${ID}-updateFrequency`}
          value={values.updateFrequency}
          disabled={busy}
          onChange={(_, data) => change({ updateFrequency: data.value as UpdateFrequency })}
        >
          {UPDATE_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`data:frequencies.${frequency}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('datasets.form.licence')}
        hint={t('datasets.form.licenceHint')}
        {...field('licence')}
      >
        <Input
          id={`${ID}-licence`}
          value={values.licence}
          maxLength={SHORT_MAX}
          disabled={busy}
          onChange={(_, data) => change({ licence: data.value })}
        />
      </Field>
      <div role="status">
        {saved && (
          <MessageBar intent="success">
            <MessageBarBody>{t('datasets.form.saved')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
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
          {busy ? t('datasets.form.saving') : t('datasets.form.save')}
        </Button>
      </Actions>
    </FormColumn>
  );
}
