import { http, HttpResponse } from 'msw';
import { PORTAL } from './portalHandlers';

const REST = `${PORTAL}/sharing/rest`;

/** A portal group as community/groups answers it. */
export interface TestGroup {
  id: string;
  title: string;
  owner: string;
  access: 'public' | 'org' | 'shared' | 'private';
  snippet: string | null;
  thumbnail: string | null;
}

/** A portal item as the searches answer it, and the groups it is shared with. */
export interface TestItem {
  id: string;
  title: string;
  type: string;
  typeKeywords: string[];
  owner: string;
  snippet: string | null;
  thumbnail: string | null;
  modified: number;
  url: string | null;
  access: 'public' | 'org' | 'shared' | 'private';
  groupIds: string[];
}

let made = 0;
const nextId = () => (made += 1).toString(16).padStart(32, '0');

export function makeGalleryGroup(overrides: Partial<TestGroup> = {}): TestGroup {
  return {
    id: nextId(),
    title: 'Construction',
    owner: 'tims.admin',
    access: 'public',
    snippet: 'Active construction and resurfacing.',
    thumbnail: 'thumbnail.png',
    ...overrides,
  };
}

export function makeGalleryItem(overrides: Partial<TestItem> = {}): TestItem {
  return {
    id: nextId(),
    title: 'Construction Projects 2026',
    type: 'Web Map',
    typeKeywords: ['ArcGIS Online', 'Map', 'Web Map'],
    owner: 'tims.admin',
    snippet: 'Projects under construction this year.',
    thumbnail: 'thumbnail/thumbnail.png',
    modified: Date.UTC(2026, 10, 2),
    url: null,
    access: 'public',
    groupIds: [],
    ...overrides,
  };
}

export const GROUP_IDS = {
  featured: 'bd872a212273cec603dabf0ee1952b38',
  traffic: '936843121068254e4f0378de2a372bbd',
  bridges: '5b1f0c1e9a7d4c1b8e2f3a4b5c6d7e8f',
  empty: 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0',
} as const;

/** Three featured groups (and one that is empty), with maps and apps of every kind. */
export function sampleGallery() {
  const groups = [
    makeGalleryGroup({ id: GROUP_IDS.featured, title: 'Featured Maps' }),
    makeGalleryGroup({
      id: GROUP_IDS.traffic,
      title: 'Traffic & Safety',
      snippet: 'Traffic counts, work zones and crash analysis.',
    }),
    makeGalleryGroup({ id: GROUP_IDS.bridges, title: 'Bridges', thumbnail: null }),
    makeGalleryGroup({ id: GROUP_IDS.empty, title: 'Planning', snippet: null }),
  ];
  const items = [
    makeGalleryItem({
      id: '3bc5d448d04d71b9c9a8761689de2bbd',
      title: 'Construction Projects 2026',
      groupIds: [GROUP_IDS.featured],
      modified: Date.UTC(2026, 10, 2),
    }),
    makeGalleryItem({
      id: 'da5c35bfeba567a63a394ec49204f111',
      title: 'Statewide Project Explorer',
      type: 'Web Mapping Application',
      typeKeywords: ['JavaScript', 'Map', 'Web Map', 'Ready To Use'],
      url: 'https://apps.dot.example.gov/explorer/',
      snippet: 'Find any project by its PID or county.',
      groupIds: [GROUP_IDS.featured],
      modified: Date.UTC(2026, 9, 15),
    }),
    makeGalleryItem({
      id: 'aaaa1111bbbb2222cccc3333dddd4444',
      title: 'Interchange 3D',
      type: 'Web Scene',
      typeKeywords: ['3D', 'Web Scene'],
      thumbnail: null,
      snippet: 'The new interchange in three dimensions.',
      groupIds: [GROUP_IDS.featured],
      modified: Date.UTC(2025, 5, 30),
    }),
    makeGalleryItem({
      id: 'f755eb4ae6cb7c495a4d1d1560c877d5',
      title: 'Crash Density with Living Atlas Traffic',
      typeKeywords: ['ArcGIS Online', 'Map', 'Web Map', 'Requires Subscription'],
      snippet: 'Crashes per mile over live traffic from the Living Atlas.',
      groupIds: [GROUP_IDS.traffic],
      modified: Date.UTC(2026, 8, 1),
    }),
    makeGalleryItem({
      id: '2b5d78249f969a7ab45348f6ae0a8b23',
      title: 'Traffic Count Dashboard',
      type: 'Dashboard',
      typeKeywords: ['Dashboard', 'Operations Dashboard'],
      url: 'https://apps.dot.example.gov/dashboards/traffic',
      snippet: 'Daily counts at the permanent count stations.',
      groupIds: [GROUP_IDS.traffic],
      modified: Date.UTC(2026, 10, 20),
    }),
    makeGalleryItem({
      id: '17a5ce253ce5631c4212a4f8eb1316b5',
      title: 'Work Zone Viewer',
      type: 'Web Experience',
      typeKeywords: ['EXB Experience', 'JavaScript'],
      url: 'https://apps.dot.example.gov/experience/work-zones/',
      snippet: 'Lane closures and work zones this week.',
      groupIds: [GROUP_IDS.traffic],
      modified: Date.UTC(2026, 7, 12),
    }),
    makeGalleryItem({
      id: '161f35ab3a1d8a3b2c6f0e9d8c7b6a59',
      title: 'Signal Retiming Plan (staff)',
      access: 'shared',
      snippet: 'Draft timing plans for district signals.',
      groupIds: [GROUP_IDS.traffic],
      modified: Date.UTC(2026, 10, 21),
    }),
    makeGalleryItem({
      id: '0000aaaabbbbccccddddeeeeffff0000',
      title: 'Operations notes',
      type: 'Document Link',
      typeKeywords: ['Document'],
      groupIds: [GROUP_IDS.traffic],
    }),
  ];
  return { groups, items };
}

/** `n` web maps of one group, "Bridge map 01" … in title order. */
export function manyBridgeMaps(n: number) {
  return Array.from({ length: n }, (_, index) =>
    makeGalleryItem({
      title: `Bridge map ${String(index + 1).padStart(2, '0')}`,
      groupIds: [GROUP_IDS.bridges],
      modified: Date.UTC(2026, 0, 1 + index),
    }),
  );
}

const VIEWER_TYPE = /type:"([^"]+)"/g;

/** The item types the query asks for, and those it excludes (`-type:"…"`). */
function typesOf(q: string) {
  const wanted = new Set<string>();
  const excluded = new Set<string>();
  for (const match of q.matchAll(VIEWER_TYPE)) {
    const before = q[match.index - 1];
    (before === '-' ? excluded : wanted).add(match[1]!);
  }
  return { wanted, excluded };
}

/** The quoted words AND-ed after the types: `… AND ("bridge" AND "deck")`. */
function wordsOf(q: string): string[] {
  const tail = / AND \((.+)\)$/.exec(q)?.[1] ?? '';
  return [...tail.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.toLowerCase());
}

function page<T>(records: T[], params: URLSearchParams) {
  const start = Number(params.get('start') ?? 1);
  const num = Math.min(100, Number(params.get('num') ?? 10));
  const results = records.slice(start - 1, start - 1 + num);
  const next = start + num;
  return {
    query: params.get('q') ?? '',
    total: records.length,
    start,
    num,
    nextStart: num > 0 && next <= records.length ? next : -1,
    results,
  };
}

function sorted<T extends { title: string; modified?: number }>(
  records: T[],
  params: URLSearchParams,
) {
  const field = params.get('sortField');
  const direction = params.get('sortOrder') === 'desc' ? -1 : 1;
  if (!field) return records;
  return [...records].sort(
    (a, b) =>
      direction *
      (field === 'modified'
        ? (a.modified ?? 0) - (b.modified ?? 0)
        : a.title.localeCompare(b.title, 'en')),
  );
}

const groupNotFound = () =>
  HttpResponse.json({
    error: {
      code: 400,
      messageCode: 'CONT_0006',
      message: 'Group does not exist or is inaccessible.',
      details: [],
    },
  });

export interface GalleryPortalOptions {
  groups?: TestGroup[];
  items?: TestItem[];
  /** portals/self `featuredGroups`; by default every public group of `groups`. */
  featured?: { title: string; owner: string }[];
}

/**
 * The portal's gallery reads (portals/self with featured groups, community/groups, a group,
 * a group's content search, thumbnails) over in-memory groups and items. A request with a
 * token sees what is not public too (the test portal checks tokens on sign-in); one without
 * sees public things only. `requests` records what the screen asked, for the tests to read.
 */
export function mapViewerHandlers(options: GalleryPortalOptions = {}) {
  const sample = sampleGallery();
  const groups = options.groups ?? sample.groups;
  const items = options.items ?? sample.items;
  const featured =
    options.featured ??
    groups.filter((g) => g.access === 'public').map(({ title, owner }) => ({ title, owner }));
  const requests: { path: string; params: URLSearchParams; token: string | null }[] = [];

  const signedIn = (request: Request) => request.headers.has('X-Esri-Authorization');
  const visible = <T extends { access: string }>(request: Request, record: T) =>
    record.access === 'public' || signedIn(request);
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push({
      path: url.pathname.replace(/^.*\/sharing\/rest\//, ''),
      params: url.searchParams,
      token: request.headers.get('X-Esri-Authorization'),
    });
    return url.searchParams;
  };

  const handlers = [
    http.get(`${REST}/portals/self`, ({ request }) => {
      record(request);
      return HttpResponse.json({
        id: 'org1',
        name: 'Test Portal',
        isPortal: true,
        featuredGroups: featured,
      });
    }),
    http.get(`${REST}/community/groups`, ({ request }) => {
      const params = record(request);
      const q = params.get('q') ?? '';
      const ids = [...q.matchAll(/\bid:([\w-]+)/g)].map((m) => m[1]);
      const pairs = [...q.matchAll(/title:"([^"]+)" AND owner:(\S+?)\)/g)].map((m) => ({
        title: m[1],
        owner: m[2],
      }));
      const found = groups.filter(
        (group) =>
          visible(request, group) &&
          (ids.includes(group.id) ||
            pairs.some((pair) => pair.title === group.title && pair.owner === group.owner)),
      );
      return HttpResponse.json(page(sorted(found, params), params));
    }),
    http.get(`${REST}/community/groups/:id`, ({ request, params }) => {
      record(request);
      const group = groups.find((g) => g.id === params.id);
      return group && visible(request, group) ? HttpResponse.json(group) : groupNotFound();
    }),
    http.get(`${REST}/content/groups/:id/search`, ({ request, params: path }) => {
      const params = record(request);
      const group = groups.find((g) => g.id === path.id);
      if (!group || !visible(request, group)) return groupNotFound();
      const q = params.get('q') ?? '';
      const { wanted, excluded } = typesOf(q);
      const words = wordsOf(q);
      const found = items.filter(
        (item) =>
          item.groupIds.includes(group.id) &&
          visible(request, item) &&
          wanted.has(item.type) &&
          !excluded.has(item.type) &&
          words.every((word) => `${item.title} ${item.snippet ?? ''}`.toLowerCase().includes(word)),
      );
      const answer = page(sorted(found, params), params);
      return HttpResponse.json({
        ...answer,
        results: answer.results.map(({ groupIds: _ids, ...item }) => item),
      });
    }),
    http.get(`${REST}/content/items/:id/info/*`, ({ request, params }) => {
      record(request);
      const item = items.find((i) => i.id === params.id);
      if (!item || !visible(request, item)) {
        return HttpResponse.json({
          error: { code: 403, messageCode: 'GWM_0003', message: 'You do not have permissions.' },
        });
      }
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'Content-Type': 'image/png' },
      });
    }),
  ];
  return { handlers, requests, groups, items };
}

/** Scenario: a proxy in front of the portal answers a page of HTML instead of JSON. */
export function gallerySearchFails() {
  return [
    http.get(
      `${REST}/content/groups/:id/search`,
      () =>
        new HttpResponse('<html>Service unavailable</html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  ];
}

/** Scenario: the groups search fails the same way. */
export function groupListFails() {
  return [
    http.get(
      `${REST}/community/groups`,
      () =>
        new HttpResponse('<html>Service unavailable</html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  ];
}
