import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../portal/portalSlice';
import { BasemapPicker } from './BasemapPicker';
import { LayerList } from './LayerList';
import { LegendPanel } from './LegendPanel';
import { MeasurePanel } from './MeasurePanel';
import { MyMapsPanel } from './MyMapsPanel';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  width: 340px;
  max-width: 85vw;
  flex: none;
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border-inline-end: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    position: absolute;
    inset-inline-start: 0;
    z-index: 2;
    height: 100%;
    box-shadow: ${({ theme }) => theme.tokens.shadow16};
  }
`;

/* The tabs wrap onto a second line where their names are long (Arabic, German, Finnish on a
   phone) rather than running out of the panel over the map's own buttons. */
const Tabs = styled(TabList)`
  flex-wrap: wrap;
  min-width: 0;
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

type PanelTab = 'layers' | 'legend' | 'basemap' | 'measure' | 'myMaps';

/** The map's tools beside it: layers, legend, basemap, measuring, and one's saved maps. */
export function MapSidePanel() {
  const { t } = useTranslation('map');
  const signedIn = useAppSelector(selectSession) === 'signed-in';
  const [tab, setTab] = useState<PanelTab>('layers');
  const tabs: PanelTab[] = [
    'layers',
    'legend',
    'basemap',
    'measure',
    ...(signedIn ? ['myMaps' as const] : []),
  ];
  return (
    <Panel id="map-tools" aria-label={t('panel.label')}>
      <Tabs
        size="small"
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as PanelTab)}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} id={`map-tab-${value}`} aria-controls="map-tab-panel">
            {t(`panel.${value}`)}
          </Tab>
        ))}
      </Tabs>
      <Content id="map-tab-panel" role="tabpanel" aria-labelledby={`map-tab-${tab}`}>
        {tab === 'layers' && <LayerList />}
        {tab === 'legend' && <LegendPanel />}
        {tab === 'basemap' && <BasemapPicker />}
        {tab === 'measure' && <MeasurePanel />}
        {tab === 'myMaps' && <MyMapsPanel />}
      </Content>
    </Panel>
  );
}
