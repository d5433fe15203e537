import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX,
  STANDARD_MAP_CATEGORIES,
  type StandardMapCategory,
} from '../../../../contracts/standardMapFields';
import { useStateCountiesQuery, useStateDistrictsQuery } from '../../standardMaps/standardMapsApi';
import type { FieldProblem, FormProblems, MapFormValues } from './mapForm';
import { useProblemText } from './useProblemText';

export interface MapMetadataFieldsProps {
  values: MapFormValues;
  problems: FormProblems;
  onChange(change: Partial<MapFormValues>): void;
  /** Prefixes the controls' ids (the first field with a problem is focused by its id). */
  idPrefix: string;
  disabled?: boolean;
}

/** Title, category, district, county, description and publication of a map. */
export function MapMetadataFields(props: MapMetadataFieldsProps) {
  const { values, problems, onChange, idPrefix, disabled } = props;
  const { t } = useTranslation(['admin', 'standardMaps']);
  const problemText = useProblemText();
  const districts = useStateDistrictsQuery();
  const counties = useStateCountiesQuery();
  const field = (name: keyof FormProblems) => {
    const problem: FieldProblem | undefined = problems[name];
    return {
      validationMessage: problemText(problem),
      validationState: problem ? ('error' as const) : ('none' as const),
    };
  };

  return (
    <>
      <Field label={t('standardMaps.form.title')} required {...field('title')}>
        <Input
          id={`${idPrefix}-title`}
          value={values.title}
          disabled={disabled}
          onChange={(_, data) => onChange({ title: data.value })}
        />
      </Field>
      <Field label={t('standardMaps.form.category')} required {...field('category')}>
        <Select
          id={`${idPrefix}-category`}
          value={values.category}
          disabled={disabled}
          onChange={(_, data) => onChange({ category: data.value as StandardMapCategory })}
        >
          {STANDARD_MAP_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`standardMaps:categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('standardMaps.form.district')}
        hint={t('standardMaps.form.districtHint')}
        {...field('district')}
      >
        <Select
          id={`${idPrefix}-district`}
          value={values.district}
          disabled={disabled}
          onChange={(_, data) => onChange({ district: data.value })}
        >
          <option value="">{t('standardMaps.form.none')}</option>
          {(districts.data ?? []).map((district) => (
            <option key={district} value={String(district)}>
              {t('standardMaps:districtN', { n: district })}
            </option>
          ))}
          {values.district && !districts.data?.includes(Number(values.district)) && (
            <option value={values.district}>
              {t('standardMaps:districtN', { n: values.district })}
            </option>
          )}
        </Select>
      </Field>
      <Field
        label={t('standardMaps.form.county')}
        hint={t('standardMaps.form.countyHint')}
        {...field('county')}
      >
        <Select
          id={`${idPrefix}-county`}
          value={values.county}
          disabled={disabled}
          onChange={(_, data) => onChange({ county: data.value })}
        >
          <option value="">{t('standardMaps.form.none')}</option>
          {(counties.data ?? []).map((county) => (
            <option key={county.fips} value={county.fips}>
              {t('standardMaps:countyName', { name: county.name })}
            </option>
          ))}
          {values.county && !counties.data?.some((county) => county.fips === values.county) && (
            <option value={values.county}>{values.county}</option>
          )}
        </Select>
      </Field>
      <Field
        label={t('standardMaps.form.description')}
        hint={t('standardMaps.form.descriptionHint', {
          count: values.description.length,
          max: DESCRIPTION_MAX,
        })}
        {...field('description')}
      >
        <Textarea
          id={`${idPrefix}-description`}
          value={values.description}
          disabled={disabled}
          resize="vertical"
          rows={4}
          onChange={(_, data) => onChange({ description: data.value })}
        />
      </Field>
      <Checkbox
        id={`${idPrefix}-published`}
        checked={values.published}
        disabled={disabled}
        label={t('standardMaps.form.published')}
        onChange={(_, data) => onChange({ published: data.checked === true })}
      />
    </>
  );
}
