import type { TFunction } from 'i18next';
import { PHASES } from '../../../contracts/projectFields';
import type { MapTexts } from '../../services/arcgis/types';
import { TIMS_LAYER_IDS } from './timsLayers';

/** The conditions the Bridges layer classes bridges by (its service's values). */
const BRIDGE_CONDITIONS = ['Good', 'Fair', 'Poor'] as const;

/**
 * The texts the live map shows through @arcgis/core, in the language of `t` (which knows the
 * `map` and `projects` namespaces): MapHost hands them over again when the language changes.
 */
export function mapTexts(t: TFunction<['map', 'projects']>): MapTexts {
  return {
    popup: {
      phase: t('map:popup.phase'),
      workType: t('map:popup.workType'),
      counties: t('map:popup.counties'),
      routes: t('map:popup.routes'),
      saleDate: t('map:popup.saleDate'),
      estimatedCost: t('map:popup.estimatedCost'),
      details: t('map:popup.details'),
      // `{district}` and `{structureNumber}` are @arcgis/core's: the feature's value goes there.
      districtTitle: t('map:popup.districtTitle', { n: '{district}' }),
      district: t('map:popup.district'),
      bridgeTitle: t('map:popup.bridgeTitle', { number: '{structureNumber}' }),
      county: t('map:popup.county'),
      route: t('map:popup.route'),
      featureCrossed: t('map:popup.featureCrossed'),
      yearBuilt: t('map:popup.yearBuilt'),
      deckRating: t('map:popup.deckRating'),
      superstructureRating: t('map:popup.superstructureRating'),
      substructureRating: t('map:popup.substructureRating'),
      condition: t('map:popup.condition'),
    },
    layerTitles: Object.fromEntries(TIMS_LAYER_IDS.map((id) => [id, t(`map:layers.titles.${id}`)])),
    values: {
      phase: Object.fromEntries(PHASES.map((phase) => [phase, t(`projects:phases.${phase}`)])),
      condition: Object.fromEntries(
        BRIDGE_CONDITIONS.map((condition) => [condition, t(`map:legend.conditions.${condition}`)]),
      ),
    },
    other: t('map:legend.other'),
    squares: t('map:legend.squares'),
  };
}
