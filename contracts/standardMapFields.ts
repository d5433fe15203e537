/**
 * The fixed lists and limits of the standard-map library (DESIGN §4), as plain data shared by
 * the browser app and the server (contracts/standardMaps.ts builds its schemas from them).
 */

/** What a standard map covers or is; generated maps are Statewide, District or County. */
export const STANDARD_MAP_CATEGORIES = [
  'Statewide',
  'District',
  'County',
  'City',
  'Specialty',
  'Historic',
] as const;
export type StandardMapCategory = (typeof STANDARD_MAP_CATEGORIES)[number];

/**
 * Sorts of the library: by category (Statewide, District, County … in that order, then title;
 * the default), by title (numbers in order: District 2 before District 10) or by edition date.
 */
export const STANDARD_MAP_SORTS = ['category', 'title', 'editionDate'] as const;
export type StandardMapSort = (typeof STANDARD_MAP_SORTS)[number];

/** Drawn by TIMS from its data, or uploaded by an administrator. */
export const STANDARD_MAP_SOURCES = ['generated', 'uploaded'] as const;
export type StandardMapSource = (typeof STANDARD_MAP_SOURCES)[number];

/** The largest PDF an administrator may upload. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** How many editions of one map are kept; an older one is deleted when a new one arrives. */
export const EDITIONS_KEPT = 5;

export const STANDARD_MAP_PAGE_SIZE = 24;
export const MAX_STANDARD_MAP_PAGE_SIZE = 200;

/** Limits of the metadata an administrator writes. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;

/** The earliest and latest edition date (the spec's date-picker bounds, §5). */
export const EDITION_DATE_MIN = '1900-01-01';
export const EDITION_DATE_MAX = '2099-12-31';
