import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardMapDetails } from '../../../../contracts/standardMaps';
import {
  useUpdateStandardMapMutation,
  type StandardMapProblem,
} from '../../standardMaps/standardMapsApi';
import { Actions, FormColumn } from './formLayout';
import {
  firstProblem,
  fromMap,
  metadataProblems,
  toMetadata,
  type FieldProblem,
  type FormProblems,
  type MapFormValues,
} from './mapForm';
import { MapMetadataFields } from './MapMetadataFields';
import { problemOfSave } from './problemOfSave';
import { useFieldFocus } from './useFieldFocus';
import { useProblemText } from './useProblemText';

const ID = 'edit-map';

/** What a map is and where, and whether visitors see it: changed and saved together. */
export function EditMapForm({ map }: { map: StandardMapDetails }) {
  const { t } = useTranslation('admin');
  const problemText = useProblemText();
  const { focus } = useFieldFocus(ID);
  const [values, setValues] = useState<MapFormValues>(() => fromMap(map));
  const [problems, setProblems] = useState<FormProblems>({});
  const [outcome, setOutcome] = useState<{ saved: true } | { problem: FieldProblem } | null>(null);
  const [update, updating] = useUpdateStandardMapMutation();

  const change = (next: Partial<MapFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setOutcome(null);
    setProblems((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next)) delete kept[key as keyof FormProblems];
      return kept;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = metadataProblems(values);
    setProblems(found);
    setOutcome(null);
    if (firstProblem(found)) {
      focus(firstProblem(found));
      return;
    }
    const result = await update({ id: map.id, metadata: toMetadata(values) });
    if ('error' in result) {
      const where = problemOfSave(result.error as StandardMapProblem);
      if ('field' in where) {
        setProblems({ [where.field]: where.problem });
        focus(where.field);
      } else {
        setOutcome({ problem: where.form });
      }
      return;
    }
    setValues(fromMap(result.data));
    setOutcome({ saved: true });
  };

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)} aria-busy={updating.isLoading}>
      <MapMetadataFields
        idPrefix={ID}
        values={values}
        problems={problems}
        onChange={change}
        disabled={updating.isLoading}
      />
      <div role="status">
        {outcome && 'saved' in outcome && (
          <MessageBar intent="success">
            <MessageBarBody>{t('standardMaps.edit.saved')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {outcome && 'problem' in outcome && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problemText(outcome.problem)}</MessageBarBody>
        </MessageBar>
      )}
      <Actions>
        <Button
          type="submit"
          appearance="primary"
          icon={<Save20Regular />}
          disabledFocusable={updating.isLoading}
        >
          {updating.isLoading ? t('standardMaps.edit.saving') : t('standardMaps.edit.save')}
        </Button>
      </Actions>
    </FormColumn>
  );
}
