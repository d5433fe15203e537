import { type PDP_PHASES } from '../../../contracts/projects';

/** Funding columns and the source each stands for. */
export const FUNDING_COLUMNS: Record<string, string> = {
  fundingFederal: 'Federal',
  fundingState: 'State',
  fundingLocal: 'Local',
  fundingOther: 'Other',
};

/** `planning`, `preliminaryEngineering`, … `completed`: the stem of the milestone columns. */
export const MILESTONE_STEMS: Record<string, (typeof PDP_PHASES)[number]> = {
  planning: 'Planning',
  preliminaryEngineering: 'Preliminary Engineering',
  environmentalEngineering: 'Environmental Engineering',
  finalEngineering: 'Final Engineering/ROW',
  construction: 'Construction',
  completed: 'Completed',
};

/** Every column an import file may have (README "Importing projects" lists them). */
export const IMPORT_COLUMNS = new Set([
  'pid',
  'name',
  'description',
  'district',
  'counties',
  'routes',
  'beginSlm',
  'endSlm',
  'workType',
  'phase',
  'saleDate',
  'fiscalYear',
  'estimatedCost',
  'contactName',
  'contactEmail',
  'contactPhone',
  'updatedAt',
  'longitude',
  'latitude',
  'geometry',
  ...Object.keys(FUNDING_COLUMNS),
  ...Object.keys(MILESTONE_STEMS).flatMap((stem) => [`${stem}Planned`, `${stem}Actual`]),
]);
