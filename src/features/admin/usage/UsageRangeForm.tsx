import { Button, Field, Input, ToggleButton } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  checkRange,
  FIRST_DAY,
  LAST_DAY,
  lastDays,
  MAX_RANGE_DAYS,
  PRESET_DAYS,
  type DayRange,
  type RangeCheck,
} from './dayRange';
import { formatDay } from './usageFormat';

type Problems = Extract<RangeCheck, { ok: false }>;

export interface UsageRangeFormProps {
  /** The range of the address: the fields start with it. */
  requested: DayRange;
  /** Why the address's range cannot be shown, if it cannot. */
  problems?: Problems;
  today: string;
  onChoose(range: DayRange): void;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

const Fields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

/** Aligns the buttons with the inputs, below the field labels. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  padding-top: calc(${({ theme }) => theme.tokens.lineHeightBase300} + 2px);
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/**
 * The range of days to report: two dates, checked before asking (spec §5 bounds, order and
 * the server's length limit), and presets for the last 7, 30, 90 and 365 days.
 */
export function UsageRangeForm({ requested, problems, today, onChoose }: UsageRangeFormProps) {
  const { t, i18n } = useTranslation('usage');
  const [draft, setDraft] = useState(requested);
  const [shown, setShown] = useState<Problems | undefined>(problems);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const message = (field: 'from' | 'to') => {
    const problem = shown?.[field];
    if (!problem) return undefined;
    return t(`range.problems.${problem}`, {
      max: MAX_RANGE_DAYS,
      days: shown?.days,
      first: formatDay(FIRST_DAY, i18n.language),
      last: formatDay(LAST_DAY, i18n.language),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRange(draft);
    if (check.ok) {
      setShown(undefined);
      onChoose(check.range);
      return;
    }
    setShown(check);
    (check.from ? fromRef : toRef).current?.focus();
  };

  const edit = (field: 'from' | 'to', value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setShown(undefined);
  };

  const field = (name: 'from' | 'to', ref: React.RefObject<HTMLInputElement | null>) => (
    <Field label={t(`range.${name}`)} validationMessage={message(name)} required>
      <Input
        ref={ref}
        type="date"
        name={name}
        min={FIRST_DAY}
        max={LAST_DAY}
        value={draft[name]}
        onChange={(_, data) => edit(name, data.value)}
      />
    </Field>
  );

  return (
    <Form onSubmit={submit} noValidate>
      <Fields>
        <legend>{t('range.legend')}</legend>
        {field('from', fromRef)}
        {field('to', toRef)}
        <Actions>
          <Button type="submit" appearance="primary">
            {t('range.show')}
          </Button>
        </Actions>
      </Fields>
      <Actions>
        <Presets role="group" aria-label={t('range.presets')}>
          {PRESET_DAYS.map((count) => {
            const preset = lastDays(count, today);
            const current = preset.from === requested.from && preset.to === requested.to;
            return (
              <ToggleButton key={count} checked={current} onClick={() => onChoose(preset)}>
                {t('range.lastDays', { count })}
              </ToggleButton>
            );
          })}
        </Presets>
      </Actions>
    </Form>
  );
}
