import { Button } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { StandardMapListQuery } from '../../../contracts/standardMaps';
import { PhoneDrawer } from '../../components/PhoneDrawer';
import { activeFilterCount } from './mapSearch';
import { MapFilters } from './MapFilters';

export interface FiltersDrawerProps {
  query: StandardMapListQuery;
  onChange(change: Partial<StandardMapListQuery>): void;
  /** How many maps the filters find now; undefined while unknown. */
  total: number | undefined;
}

/** On a phone the filters fold into a drawer, opened by a button that counts those set. */
export function FiltersDrawer({ query, onChange, total }: FiltersDrawerProps) {
  const { t, i18n } = useTranslation('standardMaps');
  const count = activeFilterCount(query);
  return (
    <PhoneDrawer
      openLabel={count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
      openIcon={<Filter20Regular />}
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      headingId="map-filters-drawer"
      position="end"
      footer={(close) => (
        <Button appearance="primary" onClick={close}>
          {total === undefined
            ? t('filters.done')
            : t('filters.show', {
                count: total,
                formatted: new Intl.NumberFormat(i18n.language).format(total),
              })}
        </Button>
      )}
    >
      {() => (
        <MapFilters query={query} onChange={onChange} headingId="map-filters-drawer" hideHeading />
      )}
    </PhoneDrawer>
  );
}
