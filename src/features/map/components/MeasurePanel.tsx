import { Field, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { AreaUnit, LengthUnit, MeasureTool } from '../../../services/arcgis/types';
import { measureToolChosen, measureUnitChosen, selectMap } from '../mapSlice';

const LENGTH_UNITS: LengthUnit[] = ['feet', 'miles', 'meters', 'kilometers'];
const AREA_UNITS: AreaUnit[] = ['acres', 'square-miles', 'square-meters', 'square-kilometers'];

/** Measure a distance or an area on the map, in the unit one works in. */
export function MeasurePanel() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { tool, lengthUnit, areaUnit, measurement } = useAppSelector(selectMap);
  const units = tool === 'area' ? AREA_UNITS : LENGTH_UNITS;
  return (
    <>
      <Field label={t('measure.tool')}>
        <RadioGroup
          value={tool ?? 'none'}
          onChange={(_, data) =>
            dispatch(measureToolChosen(data.value === 'none' ? null : (data.value as MeasureTool)))
          }
        >
          <Radio value="none" label={t('measure.none')} />
          <Radio value="distance" label={t('measure.distance')} />
          <Radio value="area" label={t('measure.area')} />
        </RadioGroup>
      </Field>
      {tool && (
        <>
          <Field label={t('measure.unit')}>
            <Select
              value={tool === 'area' ? areaUnit : lengthUnit}
              onChange={(_, data) =>
                dispatch(measureUnitChosen(data.value as LengthUnit | AreaUnit))
              }
            >
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`measure.units.${unit}`)}
                </option>
              ))}
            </Select>
          </Field>
          <p>{t('measure.hint')}</p>
        </>
      )}
      <p role="status" aria-live="polite">
        {measurement ? t('measure.result', { text: measurement }) : ''}
      </p>
    </>
  );
}
