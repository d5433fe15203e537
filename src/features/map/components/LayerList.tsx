import { Button, Checkbox, Slider, Text } from '@fluentui/react-components';
import {
  ArrowDown16Regular,
  ArrowUp16Regular,
  Delete16Regular,
  LockClosed16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  layerMoved,
  layerOpacityChanged,
  layerRemoved,
  layerVisibilityToggled,
  selectMap,
  selectMapLayers,
  type MapLayer,
} from '../mapSlice';
import { AddLayerButton } from './AddLayerButton';
import { useLayerTitle } from './useLayerTitle';

const List = styled.ol`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
    border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXS};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Status = styled(Text)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin-inline-start: 28px;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
`;

function LayerItem({ layer, index, count }: { layer: MapLayer; index: number; count: number }) {
  const { t } = useTranslation('map');
  const scale = useAppSelector((state) => selectMap(state).viewpoint?.scale ?? 0);
  const outOfScale = !!layer.minScale && scale > layer.minScale;
  const dispatch = useAppDispatch();
  const title = useLayerTitle()(layer);
  const { id } = layer;
  return (
    <li>
      <Row>
        <Checkbox
          label={title}
          checked={layer.visible}
          aria-label={t('layers.visible', { title })}
          disabled={layer.status === 'needs-sign-in'}
          onChange={() => dispatch(layerVisibilityToggled({ id }))}
        />
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowUp16Regular />}
          aria-label={t('layers.up', { title })}
          disabled={index === count - 1}
          onClick={() => dispatch(layerMoved({ id, direction: 'up' }))}
        />
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowDown16Regular />}
          aria-label={t('layers.down', { title })}
          disabled={index === 0}
          onClick={() => dispatch(layerMoved({ id, direction: 'down' }))}
        />
        <Button
          appearance="subtle"
          size="small"
          icon={<Delete16Regular />}
          aria-label={t('layers.remove', { title })}
          onClick={() => dispatch(layerRemoved({ id }))}
        />
      </Row>
      {layer.status === 'loaded' && outOfScale && <Status size={200}>{t('layers.zoomIn')}</Status>}
      {layer.status === 'loaded' ? (
        <Slider
          size="small"
          min={0}
          max={100}
          value={Math.round(layer.opacity * 100)}
          aria-label={t('layers.opacity', { title })}
          onChange={(_, data) => dispatch(layerOpacityChanged({ id, opacity: data.value / 100 }))}
        />
      ) : (
        <Status size={200} title={layer.message}>
          {layer.status === 'needs-sign-in' && <LockClosed16Regular aria-hidden />}
          {t(`layers.status.${layer.status}`)}
        </Status>
      )}
    </li>
  );
}

/** The map's layers, top first: shown or not, how opaque, in which order. */
export function LayerList() {
  const { t } = useTranslation('map');
  const layers = useAppSelector(selectMapLayers);
  return (
    <>
      {layers.length === 0 ? (
        <p>{t('layers.empty')}</p>
      ) : (
        <List>
          {[...layers].reverse().map((layer, i) => (
            <LayerItem
              key={layer.id}
              layer={layer}
              index={layers.length - 1 - i}
              count={layers.length}
            />
          ))}
        </List>
      )}
      <AddLayerButton />
    </>
  );
}
