import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { Dismiss24Regular, Filter20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StandardMapListQuery } from '../../../contracts/standardMaps';
import { activeFilterCount } from './mapSearch';
import { MapFilters } from './MapFilters';

const Drawer = styled(OverlayDrawer)`
  width: min(400px, 90vw);
`;

export interface FiltersDrawerProps {
  query: StandardMapListQuery;
  onChange(change: Partial<StandardMapListQuery>): void;
  /** How many maps the filters find now; undefined while unknown. */
  total: number | undefined;
}

/** On a phone the filters fold into a drawer, opened by a button that counts those set. */
export function FiltersDrawer({ query, onChange, total }: FiltersDrawerProps) {
  const { t, i18n } = useTranslation('standardMaps');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(query);
  return (
    <>
      <Button
        icon={<Filter20Regular />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
      </Button>
      <Drawer
        position="end"
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        aria-labelledby="map-filters-drawer"
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            heading={{ id: 'map-filters-drawer' }}
            action={
              <Button
                appearance="subtle"
                aria-label={t('filters.close')}
                icon={<Dismiss24Regular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('filters.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <MapFilters
            query={query}
            onChange={onChange}
            headingId="map-filters-drawer"
            hideHeading
          />
        </DrawerBody>
        <DrawerFooter>
          <Button appearance="primary" onClick={() => setOpen(false)}>
            {total === undefined
              ? t('filters.done')
              : t('filters.show', {
                  count: total,
                  formatted: new Intl.NumberFormat(i18n.language).format(total),
                })}
          </Button>
        </DrawerFooter>
      </Drawer>
    </>
  );
}
