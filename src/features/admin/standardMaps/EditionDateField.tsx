import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EDITION_DATE_MAX, EDITION_DATE_MIN } from '../../../../contracts/standardMapFields';

export interface EditionDateFieldProps {
  /** The input's id (`{form}-editionDate`): a server problem naming the field focuses it. */
  id: string;
  value: string;
  /** The problem to show, in words; none when the value is fine. */
  problem?: string;
  hint?: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** The date of an edition, within the date picker's bounds (spec §5: 1900-01-01 to 2099-12-31). */
export function EditionDateField({
  id,
  value,
  problem,
  hint,
  disabled,
  onChange,
}: EditionDateFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <Field
      label={t('standardMaps.form.editionDate')}
      hint={hint}
      required
      validationMessage={problem}
      validationState={problem ? 'error' : 'none'}
    >
      <Input
        id={id}
        type="date"
        min={EDITION_DATE_MIN}
        max={EDITION_DATE_MAX}
        value={value}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
