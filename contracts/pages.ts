/**
 * The page names of the product and the route segment each one maps to (spec §2).
 * Notification targeting and analytics name pages with these; nothing else does.
 * Plain data and one pure function, so the browser bundle and the server share it.
 */
export const PAGE_SEGMENTS = {
  Data: 'glossary',
  Home: 'home',
  Maps: 'standardmaps',
  'Map viewer': 'map',
  'Map viewers': 'mapviewers',
  Projects: 'projects',
  'Project Details': 'projects/details',
  Support: 'help',
} as const;

export type PageName = keyof typeof PAGE_SEGMENTS;

export const PAGE_NAMES = Object.keys(PAGE_SEGMENTS) as PageName[];

export function isPageName(name: string): name is PageName {
  return Object.hasOwn(PAGE_SEGMENTS, name);
}

/** The route segment of a page name; throws `Invalid page name` for anything else. */
export function pageSegment(name: string): string {
  if (!isPageName(name)) throw new Error('Invalid page name');
  return PAGE_SEGMENTS[name];
}
