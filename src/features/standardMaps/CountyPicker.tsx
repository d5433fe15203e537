import { Button, Combobox, Field, Option } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStateCountiesQuery } from './standardMapsApi';

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  padding: 0;
  list-style: none;
`;

export interface CountyPickerProps {
  /** FIPS codes of the counties chosen. */
  chosen: readonly string[];
  onChange(counties: string[]): void;
}

/**
 * Counties by name: type a few letters, pick one from the list; each county chosen shows
 * below as a button that removes it.
 */
export function CountyPicker({ chosen, onChange }: CountyPickerProps) {
  const { t } = useTranslation('standardMaps');
  const counties = useStateCountiesQuery();
  const [text, setText] = useState('');
  const all = counties.data ?? [];
  const nameOf = (fips: string) => all.find((county) => county.fips === fips)?.name ?? fips;
  const words = text.trim().toLowerCase();
  const shown = all.filter(
    (county) => !chosen.includes(county.fips) && county.name.toLowerCase().startsWith(words),
  );

  return (
    <Field
      label={t('filters.county')}
      validationMessage={counties.isError ? t('filters.countiesFailed') : undefined}
    >
      <Combobox
        value={text}
        selectedOptions={[]}
        placeholder={t('filters.countyPlaceholder')}
        // Fluent names the button that opens the list "Open", in English: named here instead.
        expandIcon={{ 'aria-label': t('filters.countyList') }}
        onChange={(event) => setText(event.target.value)}
        onOptionSelect={(_, data) => {
          if (!data.optionValue) return;
          onChange([...chosen, data.optionValue]);
          setText('');
        }}
      >
        {shown.map((county) => (
          <Option key={county.fips} value={county.fips} text={county.name}>
            {county.name}
          </Option>
        ))}
      </Combobox>
      {chosen.length > 0 && (
        <Chosen aria-label={t('filters.countiesChosen')}>
          {chosen.map((fips) => (
            <li key={fips}>
              <Button
                size="small"
                shape="circular"
                icon={<Dismiss12Regular />}
                iconPosition="after"
                aria-label={t('filters.removeCounty', { name: nameOf(fips) })}
                onClick={() => onChange(chosen.filter((code) => code !== fips))}
              >
                {t('countyName', { name: nameOf(fips) })}
              </Button>
            </li>
          ))}
        </Chosen>
      )}
    </Field>
  );
}
