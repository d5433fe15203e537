import { Button } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatasetField } from '../../../../contracts/datasets';
import { useDataFormat } from '../useDataFormat';
import type { ValueNames } from '../valueNames';

/** Lists longer than this are folded: the first values shown, the rest on request. */
export const FOLD_AFTER = 6;

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalL};
  span {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-variant-numeric: tabular-nums;
  }
`;

export interface FieldValuesProps {
  field: DatasetField;
  /** The names of the values of TIMS's closed lists in the interface language (a phase). */
  nameOf: ValueNames;
}

/** The values a field takes with how many records have each (a domain), folded when long. */
export function FieldValues({ field, nameOf }: FieldValuesProps) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const [open, setOpen] = useState(false);
  const listId = useId();

  if (field.values && field.values.length > 0) {
    const long = field.values.length > FOLD_AFTER;
    const shown = long && !open ? field.values.slice(0, FOLD_AFTER) : field.values;
    return (
      <>
        <List id={listId} aria-label={t('fields.valuesOf', { field: field.alias || field.name })}>
          {shown.map(({ value, count }) => (
            <li key={String(value)}>
              {value === null || value === ''
                ? t('fields.empty')
                : (nameOf(field.name, value) ?? format.value(value, field.type))}{' '}
              <span>({format.count(count)})</span>
            </li>
          ))}
        </List>
        {long && (
          <Button
            size="small"
            appearance="subtle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('fields.fewer') : t('fields.allValues', { count: field.values.length })}
          </Button>
        )}
      </>
    );
  }
  return <>{t('fields.noValues')}</>;
}

/** A few values a field holds, for fields with too many different values to list. */
export function FieldSamples({ field, nameOf }: FieldValuesProps) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  if (field.samples.length === 0) return <>{t('fields.noValues')}</>;
  return (
    <>
      {field.samples
        .map((sample) => nameOf(field.name, sample) ?? format.value(sample, field.type))
        .join(' · ')}
    </>
  );
}
