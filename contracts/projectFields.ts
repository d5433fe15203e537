/**
 * The fixed lists of the project resource, as plain data shared by the browser app and the
 * server (contracts/projects.ts builds its schemas from them).
 */

/** The Project Development Process phases in their order; a project is in one of them. */
export const PDP_PHASES = [
  'Planning',
  'Preliminary Engineering',
  'Environmental Engineering',
  'Final Engineering/ROW',
  'Construction',
  'Completed',
] as const;

/** Every phase a project may be in: the PDP phases, or paused or stopped. */
export const PHASES = [...PDP_PHASES, 'On hold', 'Cancelled'] as const;
export type Phase = (typeof PHASES)[number];

/** The columns a search can sort by (every column of a list row). */
export const PROJECT_SORTS = [
  'pid',
  'name',
  'description',
  'district',
  'counties',
  'routes',
  'workType',
  'phase',
  'fiscalYear',
  'saleDate',
  'estimatedCost',
  'updatedAt',
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The columns an export may hold, in their default order. */
export const EXPORT_COLUMNS = [
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
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const EXPORT_FORMATS = ['csv', 'geojson', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Page sizes of a search: the API takes at most 500 rows a request. */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;

/**
 * One colour per phase, shared by the map's renderer and the screens' badges: the department's
 * palette (spec §9) for the main phases, neutral greys for paused and stopped projects.
 */
export const PHASE_COLORS: Record<Phase, string> = {
  Planning: '#a8a99e',
  'Preliminary Engineering': '#00b5e2',
  'Environmental Engineering': '#5b6abf',
  'Final Engineering/ROW': '#f68d2e',
  Construction: '#9e2a2b',
  Completed: '#009969',
  'On hold': '#6e6e6e',
  Cancelled: '#3b3b3b',
};
