import { Checkbox, Select, Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProjectFacets, ProjectSearchQuery } from '../../../contracts/projects';
import { formatCount } from './format';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  border: 0;
  max-height: 320px;
  overflow-y: auto;
  legend {
    margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

export interface FacetFiltersProps {
  facets: ProjectFacets;
  query: ProjectSearchQuery;
  onChange(change: Partial<ProjectSearchQuery>): void;
}

type ListKey = 'district' | 'county' | 'phase' | 'workType';

function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] {
  const rest = (list ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

/** The sidebar of filters: each value with how many projects it would find. */
export function FacetFilters({ facets, query, onChange }: FacetFiltersProps) {
  const { t, i18n } = useTranslation('projects');
  const label = (text: string, count: number) => `${text} (${formatCount(count, i18n.language)})`;

  const group = <K extends ListKey>(
    key: K,
    entries: { value: string | number; text: string; count: number }[],
  ) => (
    <Group>
      <legend>{t(`facets.${key}`)}</legend>
      {entries.map((entry) => {
        const selected = (query[key] as (string | number)[] | undefined) ?? [];
        return (
          <Checkbox
            key={entry.value}
            label={label(entry.text, entry.count)}
            checked={selected.includes(entry.value)}
            onChange={(_, data) =>
              onChange({ [key]: toggled(selected, entry.value, data.checked === true) })
            }
          />
        );
      })}
    </Group>
  );

  const years = facets.fiscalYear.map((entry) => entry.value).sort((a, b) => a - b);
  const yearSelect = (key: 'fiscalYearFrom' | 'fiscalYearTo') => (
    <Field label={t(`facets.${key}`)}>
      <Select
        value={query[key] ? String(query[key]) : ''}
        onChange={(_, data) => onChange({ [key]: data.value ? Number(data.value) : undefined })}
      >
        <option value="">{t('facets.any')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <div>
      {group(
        'phase',
        facets.phase.map((f) => ({
          ...f,
          text: t(`phases.${f.value}`, { defaultValue: f.value }),
        })),
      )}
      {group(
        'district',
        facets.district.map((f) => ({ ...f, text: t('facets.districtN', { n: f.value }) })),
      )}
      {group(
        'county',
        facets.county.map((f) => ({ ...f, text: f.name })),
      )}
      {group(
        'workType',
        facets.workType.map((f) => ({ ...f, text: f.value })),
      )}
      <Group>
        <legend>{t('facets.fiscalYear')}</legend>
        {yearSelect('fiscalYearFrom')}
        {yearSelect('fiscalYearTo')}
      </Group>
    </div>
  );
}
