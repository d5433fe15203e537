import { useTranslation } from 'react-i18next';
import { PHASES } from '../../../contracts/projectFields';
import type { DatasetSummary } from '../../../contracts/datasets';

const PHASE_VALUES: readonly string[] = PHASES;
/** The conditions TIMS's Bridges service classes bridges by (the map's legend names them). */
const CONDITIONS: readonly string[] = ['Good', 'Fair', 'Poor'];

/** `District 6`: how TIMS's Districts service names a district. */
const DISTRICT_NAME = /^District (\d{1,2})$/;

/** Which of TIMS's own services a dataset's layer is (`…/services/Bridges/FeatureServer/0`). */
function timsService(dataset: Pick<DatasetSummary, 'source' | 'serviceUrl'>): string | null {
  if (dataset.source !== 'tims') return null;
  return /\/services\/([^/]+)\/FeatureServer\/\d+$/.exec(dataset.serviceUrl)?.[1] ?? null;
}

/**
 * The values of the closed lists TIMS defines, named in the interface language where a dataset
 * of TIMS's own services shows them: a project's phase, a bridge's condition, a district's
 * name. Free data (titles, counties, work types) and other servers' values stay as they are
 * (null).
 */
export type ValueNames = (field: string, value: unknown) => string | null;

export function useValueNames(dataset: Pick<DatasetSummary, 'source' | 'serviceUrl'>): ValueNames {
  const { t } = useTranslation(['data', 'projects', 'map']);
  const service = timsService(dataset);

  return (field, value) => {
    if (typeof value !== 'string') return null;
    if (service === 'Projects' && field === 'phase' && PHASE_VALUES.includes(value)) {
      return t(`projects:phases.${value}`);
    }
    if (service === 'Bridges' && field === 'condition' && CONDITIONS.includes(value)) {
      return t(`map:legend.conditions.${value}`);
    }
    const district = service === 'Districts' && field === 'name' && DISTRICT_NAME.exec(value);
    if (district) return t('projects:facets.districtN', { n: district[1] });
    return null;
  };
}
