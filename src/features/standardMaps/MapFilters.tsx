import { Button, Checkbox, Spinner } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STANDARD_MAP_CATEGORIES } from '../../../contracts/standardMapFields';
import type { StandardMapListQuery } from '../../../contracts/standardMaps';
import { CountyPicker } from './CountyPicker';
import { activeFilterCount, MAP_FILTERS } from './mapSearch';
import { useStateDistrictsQuery } from './standardMapsApi';

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  min-height: 32px;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalS};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
`;

const Group = styled.fieldset<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

export interface MapFiltersProps {
  query: StandardMapListQuery;
  onChange(change: Partial<StandardMapListQuery>): void;
  /** Tells the heading apart when the filters show twice (sidebar, drawer). */
  headingId: string;
  /** The drawer has its own title: the heading is then left out. */
  hideHeading?: boolean;
}

const toggled = <T,>(values: readonly T[] | undefined, value: T, on: boolean) =>
  on ? [...(values ?? []), value] : (values ?? []).filter((v) => v !== value);

/** Category, district and county: each choice narrows the gallery at once. */
export function MapFilters({ query, onChange, headingId, hideHeading }: MapFiltersProps) {
  const { t } = useTranslation('standardMaps');
  const districts = useStateDistrictsQuery();
  const active = activeFilterCount(query) > 0;
  // A district of the address stays listed even before (or without) the list of districts.
  const listed = [...new Set([...(districts.data ?? []), ...(query.district ?? [])])].sort(
    (a, b) => a - b,
  );

  return (
    <div>
      {(!hideHeading || active) && (
        <Heading>
          {!hideHeading && <h2 id={headingId}>{t('filters.title')}</h2>}
          {active && (
            <Button
              size="small"
              appearance="subtle"
              icon={<Dismiss16Regular />}
              onClick={() =>
                onChange(Object.fromEntries(MAP_FILTERS.map((key) => [key, undefined])))
              }
            >
              {t('filters.clear')}
            </Button>
          )}
        </Heading>
      )}
      <Group>
        <legend>{t('filters.category')}</legend>
        {STANDARD_MAP_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={t(`categories.${category}`)}
            checked={query.category?.includes(category) ?? false}
            onChange={(_, data) =>
              onChange({ category: toggled(query.category, category, data.checked === true) })
            }
          />
        ))}
      </Group>
      <Group $columns={2}>
        <legend>{t('filters.district')}</legend>
        {districts.isLoading && <Spinner size="tiny" label={t('filters.loading')} />}
        {listed.map((district) => (
          <Checkbox
            key={district}
            label={t('districtN', { n: district })}
            checked={query.district?.includes(district) ?? false}
            onChange={(_, data) =>
              onChange({ district: toggled(query.district, district, data.checked === true) })
            }
          />
        ))}
      </Group>
      <CountyPicker chosen={query.county ?? []} onChange={(county) => onChange({ county })} />
    </div>
  );
}
