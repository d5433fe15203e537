import { Button, Field, Radio, RadioGroup, Select } from '@fluentui/react-components';
import {
  ArrowUndo20Regular,
  Checkmark20Regular,
  LocationAdd20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { AreaUnit, LengthUnit, MeasureTool } from '../../../services/arcgis/types';
import {
  measureFinishRequested,
  measurePointAddRequested,
  measurePointRemoveRequested,
  measureToolChosen,
  measureUnitChosen,
  selectMap,
} from '../mapSlice';

const LENGTH_UNITS: LengthUnit[] = ['feet', 'miles', 'meters', 'kilometers'];
const AREA_UNITS: AreaUnit[] = ['acres', 'square-miles', 'square-meters', 'square-kilometers'];

const KeyboardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/**
 * Measure a distance or an area on the map, in the unit one works in: with the mouse on the map,
 * or with the keyboard, point by point at the cross in the map's centre.
 */
export function MeasurePanel() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { tool, measureFailed, lengthUnit, areaUnit, measurement, measureSketch } =
    useAppSelector(selectMap);
  const units = tool === 'area' ? AREA_UNITS : LENGTH_UNITS;
  const drawing = !!measureSketch && !measureSketch.finished;
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
      {measureFailed && <p role="alert">{t('measure.loadFailed')}</p>}
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
          <p id="measure-keyboard-hint">{t('measure.keyboardHint')}</p>
          <KeyboardActions
            role="group"
            aria-label={t('measure.keyboardGroup')}
            aria-describedby="measure-keyboard-hint"
          >
            <Button
              icon={<LocationAdd20Regular />}
              onClick={() => dispatch(measurePointAddRequested())}
            >
              {t('measure.addPoint')}
            </Button>
            <Button
              icon={<ArrowUndo20Regular />}
              disabledFocusable={!drawing}
              onClick={() => dispatch(measurePointRemoveRequested())}
            >
              {t('measure.removePoint')}
            </Button>
            <Button
              icon={<Checkmark20Regular />}
              disabledFocusable={!drawing}
              onClick={() => dispatch(measureFinishRequested())}
            >
              {t('measure.finish')}
            </Button>
          </KeyboardActions>
          <p role="status" aria-live="polite">
            {measureSketch &&
              (measureSketch.finished
                ? t('measure.finished')
                : t('measure.points', { count: measureSketch.points }))}
          </p>
        </>
      )}
      <p role="status" aria-live="polite">
        {measurement ? t('measure.result', { text: measurement }) : ''}
      </p>
    </>
  );
}
