/** The navigation menu of spec §2: label key (in `common`) and route, in menu order. */
export interface NavEntry {
  key: 'home' | 'projects' | 'map' | 'standardMaps' | 'mapViewers' | 'data' | 'support';
  path: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: '/' },
  { key: 'projects', path: '/projects' },
  { key: 'map', path: '/map' },
  { key: 'standardMaps', path: '/maps' },
  { key: 'mapViewers', path: '/mapviewers' },
  { key: 'data', path: '/data' },
  { key: 'support', path: '/support' },
];

/** On mobile only the entries other than Home and Standard Maps are shown (spec §2). */
export function visibleNavEntries({ mobile }: { mobile: boolean }): readonly NavEntry[] {
  return mobile
    ? NAV_ENTRIES.filter((entry) => entry.key !== 'home' && entry.key !== 'standardMaps')
    : NAV_ENTRIES;
}
