import { Button, Tooltip } from '@fluentui/react-components';
import { PanelLeft20Regular, Target20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { identifyRequested, type MapDocument } from '../mapSlice';
import { MapSearch } from './MapSearch';
import { ShareButton } from './ShareButton';
import { ExportButton } from './ExportButton';
import { SaveMapButton } from './SaveMapButton';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalL}`};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 32ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-inline-start: auto;
`;

const TITLE_KEYS = {
  default: 'titles.default',
  'web-map': 'titles.webMap',
  'saved-map': 'titles.savedMap',
  content: 'titles.content',
} as const;

export interface MapToolbarProps {
  document: MapDocument;
  title: string | null;
  panelOpen: boolean;
  onTogglePanel(): void;
}

/** Above the map: its title, the project search, and what one does with the map. */
export function MapToolbar({ document, title, panelOpen, onTogglePanel }: MapToolbarProps) {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  return (
    <Bar>
      <Button
        appearance="subtle"
        icon={<PanelLeft20Regular />}
        aria-expanded={panelOpen}
        aria-controls="map-tools"
        aria-label={panelOpen ? t('panel.hide') : t('panel.show')}
        onClick={onTogglePanel}
      />
      <h1>{title ?? t(TITLE_KEYS[document.kind])}</h1>
      <MapSearch />
      <Actions>
        <Tooltip content={t('identifyHint')} relationship="description">
          <Button icon={<Target20Regular />} onClick={() => dispatch(identifyRequested())}>
            {t('identify')}
          </Button>
        </Tooltip>
        <ShareButton />
        <ExportButton />
        <SaveMapButton />
      </Actions>
    </Bar>
  );
}
