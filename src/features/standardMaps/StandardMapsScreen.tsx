import { Field, Select } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { ScreenHeader } from '../../components/ScreenHeader';
import { selectIsAdmin } from '../portal/portalSlice';
import { selectIsDrawerMode } from '../shell/appSlice';
import { FiltersDrawer } from './FiltersDrawer';
import { GenerationBanner } from './GenerationBanner';
import { MapFilters } from './MapFilters';
import { isNarrowed, MapResults } from './MapResults';
import { MapSearchBox } from './MapSearchBox';
import { SORT_CHOICES, sortChoiceOf, sortOfChoice, type SortChoice } from './mapSearch';
import {
  useGeneration,
  useListAdminStandardMapsQuery,
  useListStandardMapsQuery,
} from './standardMapsApi';

import { useMapSearch } from './useMapSearch';

const Columns = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $sidebar }) =>
    $sidebar ? 'minmax(200px, 240px) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/**
 * /maps — the library of printable standard maps: a gallery filtered by category, district and
 * county, searched by words and sorted, all kept in the address. Administrators also see the
 * unpublished maps and the actions on each.
 */
export function StandardMapsScreen() {
  const { t, i18n } = useTranslation(['standardMaps', 'screens']);
  const isAdmin = useAppSelector(selectIsAdmin);
  const drawerMode = useAppSelector(selectIsDrawerMode);
  const { query, update } = useMapSearch();
  const published = useListStandardMapsQuery(query, { skip: isAdmin });
  const every = useListAdminStandardMapsQuery(query, { skip: !isAdmin });
  const list = isAdmin ? every : published;
  const { job, running } = useGeneration();
  const heading = useRef<HTMLHeadingElement>(null);
  const total = list.data?.total;

  return (
    <>
      <ScreenHeader
        title={t('screens:standardMaps.title')}
        description={t('screens:standardMaps.description')}
      >
        <MapSearchBox key={query.q ?? ''} words={query.q ?? ''} onSearch={(q) => update({ q })} />
      </ScreenHeader>
      {running && job && <GenerationBanner job={job} />}
      <Columns $sidebar={!drawerMode}>
        {!drawerMode && (
          <aside aria-labelledby="map-filters">
            <MapFilters headingId="map-filters" query={query} onChange={update} />
          </aside>
        )}
        <section aria-labelledby="map-results" aria-busy={list.isFetching}>
          <Bar>
            <h2 id="map-results" ref={heading} tabIndex={-1} aria-live="polite">
              {total === undefined
                ? t('results.title')
                : total === 0
                  ? t(isNarrowed(query) ? 'results.none' : 'results.noneYet')
                  : t('results.count', {
                      count: total,
                      formatted: new Intl.NumberFormat(i18n.language).format(total),
                    })}
            </h2>
            <Tools>
              {drawerMode && <FiltersDrawer query={query} onChange={update} total={total} />}
              <Field label={t('sort.label')}>
                <Select
                  value={sortChoiceOf(query)}
                  onChange={(_, data) => update(sortOfChoice(data.value as SortChoice))}
                >
                  {SORT_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`sort.${choice}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              {isAdmin && (
                <ButtonLink
                  to="/admin/standard-maps/new"
                  appearance="primary"
                  icon={<ArrowUpload20Regular />}
                >
                  {t('admin.upload')}
                </ButtonLink>
              )}
            </Tools>
          </Bar>
          <MapResults
            query={query}
            list={list}
            admin={isAdmin}
            preparing={running}
            onChange={update}
            onRefocus={() => heading.current?.focus()}
          />
        </section>
      </Columns>
    </>
  );
}
