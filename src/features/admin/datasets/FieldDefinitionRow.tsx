import { Button, Field, Input, Textarea } from '@fluentui/react-components';
import { Checkmark16Regular, Save16Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TEXT_MAX } from '../../../../contracts/datasetFields';
import type { DatasetField } from '../../../../contracts/datasets';
import { useUpdateFieldMetadataMutation } from '../../data/datasetsApi';
import { saveProblem, type SaveProblem } from './saveProblem';
import { useProblemWords } from './useProblemWords';

type FieldPart = 'definition' | 'units';
const PARTS: readonly FieldPart[] = ['definition', 'units'];

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(0, 3fr) minmax(90px, 1fr) auto;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  align-items: start;
  padding: ${({ theme }) => theme.tokens.spacingVerticalM} 0;
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Name = styled.div`
  display: grid;
  overflow-wrap: anywhere;
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  span {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
`;

const Save = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
  padding-top: ${({ theme }) => theme.tokens.spacingVerticalL};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    padding-top: 0;
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
`;

const Saved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  color: ${({ theme }) => theme.tokens.colorStatusSuccessForeground1};
`;

/** Enough lines to read a definition whole, up to eight (the box grows on request). */
const rowsFor = (text: string) => Math.min(8, Math.max(2, Math.ceil(text.length / 60)));

export interface FieldDefinitionRowProps {
  datasetId: string;
  field: DatasetField;
}

/** One field's definition and units, edited in place and saved on their own. */
export function FieldDefinitionRow({ datasetId, field }: FieldDefinitionRowProps) {
  const { t } = useTranslation(['admin', 'data']);
  const words = useProblemWords();
  const [definition, setDefinition] = useState(field.definition);
  const [units, setUnits] = useState(field.units ?? '');
  const [problem, setProblem] = useState<SaveProblem<FieldPart> | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useUpdateFieldMetadataMutation();
  const busy = updating.isLoading;
  const id = `field-edit-${field.name}`;
  const changed = definition !== field.definition || units !== (field.units ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await update({
      id: datasetId,
      field: field.name,
      metadata: { definition: definition.trim(), units: units.trim() || null },
    });
    if ('error' in result) {
      const found = saveProblem(result.error, PARTS);
      setProblem(found);
      if ('field' in found) document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setProblem(null);
    setSaved(true);
  };

  const partProblem = (part: FieldPart) =>
    problem && 'field' in problem && problem.field === part
      ? { validationState: 'error' as const, validationMessage: words(problem) }
      : {};

  return (
    <Row aria-labelledby={`${id}-name`} noValidate onSubmit={(event) => void submit(event)}>
      <Name>
        <h4 id={`${id}-name`}>
          <code>{field.name}</code>
        </h4>
        <span>
          {field.alias} · {t(`data:fieldTypes.${field.type}`, { defaultValue: field.type })}
        </span>
      </Name>
      <Field label={t('datasets.fields.definition')} {...partProblem('definition')}>
        <Textarea
          id={`${id}-definition`}
          value={definition}
          maxLength={TEXT_MAX}
          rows={rowsFor(field.definition)}
          resize="vertical"
          disabled={busy}
          onChange={(_, data) => {
            setDefinition(data.value);
            setSaved(false);
            setProblem(null);
          }}
        />
      </Field>
      <Field label={t('datasets.fields.units')} {...partProblem('units')}>
        <Input
          id={`${id}-units`}
          value={units}
          maxLength={40}
          disabled={busy}
          onChange={(_, data) => {
            setUnits(data.value);
            setSaved(false);
            setProblem(null);
          }}
        />
      </Field>
      <Save>
        <Button
          type="submit"
          icon={<Save16Regular />}
          disabledFocusable={busy || !changed}
          aria-label={t('datasets.fields.saveLabel', { field: field.name })}
        >
          {busy ? t('datasets.fields.saving') : t('datasets.fields.save')}
        </Button>
        <span role="status">
          {saved && (
            <Saved>
              <Checkmark16Regular aria-hidden />
              {t('datasets.fields.saved')}
            </Saved>
          )}
        </span>
        {problem && 'form' in problem && <Problem role="alert">{words(problem)}</Problem>}
      </Save>
    </Row>
  );
}
