import type { GlossaryDefaults } from '../../repositories/glossary/glossaryRepository';
import { TERM_DEFAULTS } from './termDefaults';
import { timsDatasetDefaults } from './timsDatasetDefaults';
import { TIMS_FIELD_DEFAULTS } from './timsFieldDefaults';

/** Everything the glossary seeds: TIMS's datasets and fields, and the DOT's terms. */
export function glossaryDefaults(stateName: string): GlossaryDefaults {
  return {
    datasets: timsDatasetDefaults(stateName),
    fields: TIMS_FIELD_DEFAULTS,
    terms: TERM_DEFAULTS,
  };
}
