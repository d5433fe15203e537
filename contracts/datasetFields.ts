/**
 * The fixed lists and limits of the data glossary (DESIGN §4 Dataset), as plain data shared by
 * the browser app and the server (contracts/datasets.ts builds its schemas from them).
 */

export const DATASET_CATEGORIES = [
  'Projects',
  'Boundaries',
  'Structures',
  'Roadway',
  'Safety',
  'Traffic',
  'Planning',
  'Other',
] as const;
export type DatasetCategory = (typeof DATASET_CATEGORIES)[number];

/** Who may read a dataset: anyone, or staff signed in through the portal. */
export const DATASET_ACCESS = ['public', 'staff'] as const;
export type DatasetAccess = (typeof DATASET_ACCESS)[number];

/** How often a dataset is refreshed; mapped to ISO 8601 `accrualPeriodicity` in DCAT-US. */
export const UPDATE_FREQUENCIES = [
  'continual',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'annually',
  'asNeeded',
  'irregular',
  'notPlanned',
] as const;
export type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];

export const DATASET_SORTS = ['title', 'category', 'lastUpdated', 'recordCount'] as const;
export const DATASET_DOWNLOAD_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export type DatasetDownloadFormat = (typeof DATASET_DOWNLOAD_FORMATS)[number];
export const GLOSSARY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export const DATASET_PAGE_SIZE = 50;
export const MAX_DATASET_PAGE_SIZE = 200;
export const TITLE_MAX = 120;
export const TEXT_MAX = 4000;
export const SHORT_MAX = 200;
export const Q_MAX = 200;
