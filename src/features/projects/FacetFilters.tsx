import { Button, Field, Select, Spinner } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProjectFacets, ProjectSearchQuery } from '../../../contracts/projects';
import { useAppSelector } from '../../app/hooks';
import { selectIsDrawerMode } from '../shell/appSlice';
import { ClosedGroupsSpace, FacetGroup, Group } from './FacetGroup';

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalS};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
`;

const Years = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/** The groups of the sidebar: phase, district, county, work type and fiscal year. */
const GROUPS = 5;

export interface FacetFiltersProps {
  /** Undefined while the counts load. */
  facets: ProjectFacets | undefined;
  /** The counts could not be loaded: say so and offer to try again. */
  onRetry?: () => void;
  query: ProjectSearchQuery;
  onChange(change: Partial<ProjectSearchQuery>): void;
}

/** Every filter of the sidebar, cleared together by "Clear filters". */
const FILTERS = [
  'phase',
  'district',
  'county',
  'workType',
  'fiscalYearFrom',
  'fiscalYearTo',
] as const;

/** The sidebar of filters: each value with how many projects it would find. */
export function FacetFilters({ facets, onRetry, query, onChange }: FacetFiltersProps) {
  const { t } = useTranslation('projects');
  // On a phone the groups start closed, so the results are not pushed off the screen.
  const open = !useAppSelector(selectIsDrawerMode);
  const active = FILTERS.some((key) => query[key] !== undefined);

  const heading = (
    <Heading>
      <h2 id="project-filters">{t('facets.label')}</h2>
      {active && (
        <Button
          size="small"
          appearance="subtle"
          icon={<Dismiss16Regular />}
          onClick={() => onChange(Object.fromEntries(FILTERS.map((key) => [key, undefined])))}
        >
          {t('facets.clear')}
        </Button>
      )}
    </Heading>
  );
  if (!facets) {
    return (
      <div>
        {heading}
        {onRetry ? (
          <p role="alert">
            {t('facets.error')}{' '}
            <Button size="small" onClick={onRetry}>
              {t('results.retry')}
            </Button>
          </p>
        ) : (
          // On a phone the groups start closed and the results come below them: their place
          // is held.
          <ClosedGroupsSpace $groups={open ? 0 : GROUPS}>
            <Spinner size="small" label={t('facets.loading')} />
          </ClosedGroupsSpace>
        )}
      </div>
    );
  }

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
      {heading}
      <FacetGroup
        title={t('facets.phase')}
        defaultOpen={open}
        entries={facets.phase.map((f) => ({
          ...f,
          value: f.value as NonNullable<ProjectSearchQuery['phase']>[number],
          text: t(`phases.${f.value}`, { defaultValue: f.value }),
        }))}
        selected={query.phase ?? []}
        onChange={(phase) => onChange({ phase })}
      />
      <FacetGroup
        title={t('facets.district')}
        defaultOpen={open}
        entries={facets.district.map((f) => ({
          ...f,
          text: t('facets.districtN', { n: f.value }),
        }))}
        selected={query.district ?? []}
        onChange={(district) => onChange({ district })}
      />
      <FacetGroup
        title={t('facets.county')}
        filterLabel={t('facets.findCounty')}
        entries={facets.county.map((f) => ({ ...f, text: f.name }))}
        selected={query.county ?? []}
        onChange={(county) => onChange({ county })}
      />
      <FacetGroup
        title={t('facets.workType')}
        filterLabel={t('facets.findWorkType')}
        entries={facets.workType.map((f) => ({ ...f, text: f.value }))}
        selected={query.workType ?? []}
        onChange={(workType) => onChange({ workType })}
      />
      <Group
        open={query.fiscalYearFrom !== undefined || query.fiscalYearTo !== undefined || undefined}
      >
        <summary>{t('facets.fiscalYear')}</summary>
        <Years>
          {yearSelect('fiscalYearFrom')}
          {yearSelect('fiscalYearTo')}
        </Years>
      </Group>
    </div>
  );
}
