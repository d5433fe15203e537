import { useTranslation } from 'react-i18next';
import type { MapLayer } from '../mapSlice';
import { TIMS_LAYER_IDS } from '../timsLayers';

/** A layer's title in the interface language: TIMS's own layers are translated. */
export function useLayerTitle(): (layer: Pick<MapLayer, 'id' | 'title'>) => string {
  const { t } = useTranslation('map');
  return (layer) =>
    (TIMS_LAYER_IDS as readonly string[]).includes(layer.id)
      ? t(`layers.titles.${layer.id}`)
      : layer.title;
}
