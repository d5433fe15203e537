import { Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { BasemapId } from '../../../services/arcgis/types';
import { basemapChosen, selectMap } from '../mapSlice';

const BASEMAPS: BasemapId[] = ['light', 'dark'];

/** The basemap under the layers: TIMS's own, drawn from the Census boundaries, light or dark. */
export function BasemapPicker() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { basemap } = useAppSelector(selectMap);
  return (
    <RadioGroup
      aria-label={t('basemaps.label')}
      value={basemap}
      onChange={(_, data) => dispatch(basemapChosen(data.value as BasemapId))}
    >
      {BASEMAPS.map((id) => (
        <Radio key={id} value={id} label={t(`basemaps.${id}`)} />
      ))}
    </RadioGroup>
  );
}
