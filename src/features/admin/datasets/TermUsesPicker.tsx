import { Button, Field, Select } from '@fluentui/react-components';
import { Add16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_DATASET_PAGE_SIZE } from '../../../../contracts/datasetFields';
import type { TermUse } from '../../../../contracts/datasets';
import { useListDatasetsQuery } from '../../data/datasetsApi';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin: 0;
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  legend {
    padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalXS};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Chosen = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
    overflow-wrap: anywhere;
  }
`;

const Adder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  > div {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
`;

export const MAX_USES = 50;
const NO_FIELD = '';

export interface TermUsesPickerProps {
  uses: TermUse[];
  onChange(uses: TermUse[]): void;
  disabled?: boolean;
  /** The server's word on the uses, if it refused them. */
  problem?: string;
}

/** The datasets (and, optionally, the field of each) where a term is used. */
export function TermUsesPicker({ uses, onChange, disabled, problem }: TermUsesPickerProps) {
  const { t } = useTranslation('admin');
  const datasets = useListDatasetsQuery({ limit: MAX_DATASET_PAGE_SIZE, sort: 'title' });
  const items = datasets.data?.items ?? [];
  const [datasetId, setDatasetId] = useState('');
  const [field, setField] = useState(NO_FIELD);
  const chosen = items.find((dataset) => dataset.id === datasetId);
  const titleOf = (id: string) => items.find((dataset) => dataset.id === id)?.title ?? id;
  const same = (a: TermUse, b: TermUse) =>
    a.datasetId === b.datasetId && (a.field ?? '') === (b.field ?? '');
  const next: TermUse = field ? { datasetId, field } : { datasetId };
  const canAdd = !!datasetId && !uses.some((use) => same(use, next)) && uses.length < MAX_USES;

  return (
    <Fieldset disabled={disabled}>
      <legend>{t('datasets.terms.form.uses')}</legend>
      <p>{t('datasets.terms.form.usesHint')}</p>
      {uses.length === 0 ? (
        <p>{t('datasets.terms.form.noUses')}</p>
      ) : (
        <Chosen aria-label={t('datasets.terms.form.chosenUses')}>
          {uses.map((use) => {
            const name = use.field
              ? t('datasets.terms.useField', { dataset: titleOf(use.datasetId), field: use.field })
              : titleOf(use.datasetId);
            return (
              <li key={`${use.datasetId}:${use.field ?? ''}`}>
                <span>{name}</span>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Dismiss16Regular />}
                  aria-label={t('datasets.terms.form.removeUse', { use: name })}
                  onClick={() => onChange(uses.filter((other) => !same(other, use)))}
                />
              </li>
            );
          })}
        </Chosen>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
      <Adder>
        <Field label={t('datasets.terms.form.dataset')}>
          <Select
            value={datasetId}
            onChange={(_, data) => {
              setDatasetId(data.value);
              setField(NO_FIELD);
            }}
          >
            <option value="">{t('datasets.terms.form.chooseDataset')}</option>
            {items.map((dataset) => (
              <option key={dataset.id} value={dataset.id}>
                {dataset.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('datasets.terms.form.field')}>
          <Select value={field} disabled={!chosen} onChange={(_, data) => setField(data.value)}>
            <option value={NO_FIELD}>{t('datasets.terms.form.wholeDataset')}</option>
            {(chosen?.fieldNames ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          icon={<Add16Regular />}
          disabledFocusable={!canAdd}
          onClick={() => {
            onChange([...uses, next]);
            setField(NO_FIELD);
          }}
        >
          {t('datasets.terms.form.addUse')}
        </Button>
      </Adder>
    </Fieldset>
  );
}
