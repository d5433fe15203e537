import { Field, Input, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DATE_MAX, DATE_MIN } from './notificationForm';
import { Fieldset } from './PlacementFields';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

export type ScheduleField = 'startsAt' | 'endsAt';

export interface ScheduleFieldsProps {
  startsAt: string;
  endsAt: string;
  /**
   * A new value, and whether the browser holds an unfinished entry it reports as '' (a date
   * without its time, say), which must not pass for "no date".
   */
  onChange(field: ScheduleField, value: string, unfinished: boolean): void;
  problems: Partial<Record<ScheduleField, string>>;
  /** A note under the end (not an error): it has already passed. */
  endNote?: string;
  disabled?: boolean;
}

/** Optional start and end, in the browser's time zone, within spec §5's date bounds. */
export function ScheduleFields({
  startsAt,
  endsAt,
  onChange,
  problems,
  endNote,
  disabled,
}: ScheduleFieldsProps) {
  const { t } = useTranslation('admin');
  const hintId = useId('schedule-hint');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const input = (field: ScheduleField, value: string) => (
    <Input
      type="datetime-local"
      data-field={field}
      value={value}
      min={DATE_MIN}
      max={DATE_MAX}
      disabled={disabled}
      aria-describedby={hintId}
      onChange={(event, data) =>
        onChange(field, data.value, data.value === '' && event.target.validity.badInput)
      }
    />
  );

  return (
    <Fieldset>
      <legend>{t('form.schedule')}</legend>
      <Hint id={hintId}>{t('form.scheduleHint', { zone })}</Hint>
      <Row>
        <Field
          label={t('form.startsAt')}
          validationMessage={problems.startsAt}
          validationState={problems.startsAt ? 'error' : 'none'}
        >
          {input('startsAt', startsAt)}
        </Field>
        <Field
          label={t('form.endsAt')}
          validationMessage={problems.endsAt ?? endNote}
          validationState={problems.endsAt ? 'error' : endNote ? 'warning' : 'none'}
        >
          {input('endsAt', endsAt)}
        </Field>
      </Row>
    </Fieldset>
  );
}
