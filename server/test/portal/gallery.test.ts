import { PHASES, PROJECT_SORTS } from '../../../contracts/projectFields';
import { STANDARD_MAP_CATEGORIES } from '../../../contracts/standardMapFields';
import { WORK_TYPES } from '../../projects/demo/workTypes';
import type { TestApp } from '../helper';
import { generateToken, REST } from './portalHelper';
import { portalTargets } from './portalTargets';

/** The gallery groups by title: the ids the Map Viewers screen and the README name. */
const GALLERY: Record<string, string> = {
  Bridges: '50637ed68d65a1e946a775f6dfbcd49b',
  Construction: 'f401c67745405f1807b90091677a2861',
  'Featured Maps': 'bd872a212273cec603dabf0ee1952b38',
  Planning: '3f442234f37287affe9dcb3237f5dd80',
  'Traffic & Safety': '936843121068254e4f0378de2a372bbd',
};
const BASEMAPS = 'c7a1f3e2b9d84a6f9e0b2d4c6a8e1f35';
const KINDS = ['Dashboard', 'Web Experience', 'Web Map', 'Web Mapping Application', 'Web Scene'];

interface Item {
  id: string;
  title: string;
  type: string;
  typeKeywords: string[];
  owner: string;
  access: string;
  snippet: string;
  description: string;
  tags: string[];
  thumbnail: string;
  url: string | null;
  created: number;
  modified: number;
}
interface Group {
  id: string;
  title: string;
  access: string;
  snippet: string;
  description: string;
  tags: string[];
  thumbnail: string;
}
interface Page<T> {
  total: number;
  num: number;
  results: T[];
}
interface OperationalLayer {
  id: string;
  title: string;
  url: string;
  layerDefinition?: {
    definitionExpression?: string;
    drawingInfo?: { renderer: { field1?: string; field?: string } };
  };
  popupInfo?: { fieldInfos: { fieldName: string }[] };
}

type Who = 'anonymous' | 'tims.public' | 'tims.staff' | 'tims.admin';

describe.each(portalTargets)('local portal: the Map Viewers gallery on $name', (target) => {
  let server: TestApp;
  const tokens: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    server = await target.create();
    for (const user of ['tims.public', 'tims.staff', 'tims.admin'] as const)
      tokens[user] = await generateToken(server, user);
  }, 60_000);
  afterAll(() => server?.close());

  async function get<T>(path: string, params: Record<string, string> = {}, who: Who = 'anonymous') {
    const query = new URLSearchParams({ f: 'json', ...params });
    const token = tokens[who];
    if (token) query.set('token', token);
    return (await server.app.inject({ url: `${REST}${path}?${query}` })).json<T>();
  }
  const groupItems = (groupId: string, who: Who) =>
    get<Page<Item>>(`/content/groups/${groupId}/search`, { num: '100' }, who);

  async function galleryItems(): Promise<Item[]> {
    const byId = new Map<string, Item>();
    for (const id of Object.values(GALLERY))
      for (const item of (await groupItems(id, 'tims.admin')).results) byId.set(item.id, item);
    return [...byId.values()];
  }

  it('lists the featured groups of portals/self, sorted by title, a page of 100', async () => {
    const self = await get<{ featuredGroups: { title: string; owner: string }[] }>('/portals/self');
    const q = self.featuredGroups
      .map((group) => `(title:"${group.title}" AND owner:${group.owner})`)
      .join(' OR ');
    const page = await get<Page<Group>>('/community/groups', {
      q,
      num: '100',
      sortField: 'title',
      sortOrder: 'asc',
    });
    expect(page).toMatchObject({ total: 5, num: 100 });
    expect(page.results.map((group) => [group.title, group.id])).toEqual(Object.entries(GALLERY));

    const thumbnails = new Set<string>();
    for (const group of page.results) {
      expect(group).toMatchObject({ access: 'public', thumbnail: 'thumbnail.svg' });
      expect(group.snippet.length).toBeGreaterThan(20);
      expect(group.description.length).toBeGreaterThan(40);
      expect(group.tags.length).toBeGreaterThan(0);
      const file = await server.app.inject(
        `${REST}/community/groups/${group.id}/info/thumbnail.svg?f=json`,
      );
      expect(file.headers['content-type']).toBe('image/svg+xml');
      thumbnails.add(file.body);
    }
    expect(thumbnails.size).toBe(5);
  });

  it('names the basemap gallery group in basemapGalleryGroupQuery, apart from the featured groups', async () => {
    const self = await get<{ basemapGalleryGroupQuery: string; featuredGroups: unknown[] }>(
      '/portals/self',
    );
    expect(self.basemapGalleryGroupQuery).toBe(`id:${BASEMAPS}`);
    const page = await get<Page<Group>>('/community/groups', {
      q: self.basemapGalleryGroupQuery,
      num: '100',
    });
    expect(page.results.map(({ id, title, access }) => ({ id, title, access }))).toEqual([
      { id: BASEMAPS, title: 'TIMS Basemaps', access: 'public' },
    ]);
    expect(self.featuredGroups).not.toContainEqual(
      expect.objectContaining({ title: 'TIMS Basemaps' }),
    );
    // What the BasemapGallery asks of the group (contract §2.3): its web maps, to anyone.
    const basemaps = await get<Page<Item>>(`/content/groups/${BASEMAPS}/search`, {
      q: 'type:"Web Map" -type:"Web Application"',
      num: '100',
    });
    expect(basemaps.total).toBeGreaterThan(0);
    for (const item of basemaps.results) expect(item).toMatchObject({ access: 'public' });
  });

  it('shows each group’s items by token: staff-only items to DOT Staff, never to the public', async () => {
    let staffOnly = 0;
    for (const [title, id] of Object.entries(GALLERY)) {
      const pages = {
        anonymous: await groupItems(id, 'anonymous'),
        public: await groupItems(id, 'tims.public'),
        staff: await groupItems(id, 'tims.staff'),
        admin: await groupItems(id, 'tims.admin'),
      };
      for (const page of Object.values(pages)) expect(page.total).toBe(page.results.length);
      const accessOf = (page: Page<Item>) => new Set(page.results.map((item) => item.access));
      expect([...accessOf(pages.anonymous)]).toEqual(['public']);
      expect(accessOf(pages.public).has('shared')).toBe(false);
      const ids = (page: Page<Item>) => page.results.map((item) => item.id).sort();
      // Staff-only items are shared with DOT Staff, so staff see all that admins see.
      expect(ids(pages.staff)).toEqual(ids(pages.admin));
      const shared = pages.staff.results.filter((item) => item.access === 'shared');
      staffOnly += shared.length;
      if (title !== 'Featured Maps') expect(shared.length).toBeGreaterThan(0);
      expect(pages.anonymous.total).toBeGreaterThanOrEqual(4);
    }
    expect(staffOnly).toBeGreaterThanOrEqual(5);

    const titles = async (id: string, who: Who) =>
      (await groupItems(id, who)).results.map((item) => item.title);
    expect(await titles(GALLERY.Bridges!, 'anonymous')).not.toContain('Bridges in Poor Condition');
    expect(await titles(GALLERY.Bridges!, 'tims.public')).not.toContain(
      'Bridges in Poor Condition',
    );
    expect(await titles(GALLERY.Bridges!, 'tims.staff')).toContain('Bridges in Poor Condition');
    // An organisation item: any signed-in user, not an anonymous visitor.
    expect(await titles(GALLERY.Construction!, 'anonymous')).not.toContain(
      'Contract Letting Schedule',
    );
    expect(await titles(GALLERY.Construction!, 'tims.public')).toContain(
      'Contract Letting Schedule',
    );
  });

  it('seeds at least 25 gallery items of the five kinds, each with what a card shows', async () => {
    const items = await galleryItems();
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect([...new Set(items.map((item) => item.type))].sort()).toEqual(KINDS);
    const since = Date.parse('2024-11-01T00:00:00Z');
    const until = Date.parse('2026-11-30T00:00:00Z');
    for (const item of items) {
      expect(item.thumbnail).toBe('thumbnail/thumbnail.svg');
      expect(item.snippet.length).toBeGreaterThan(20);
      expect(item.description.length).toBeGreaterThan(40);
      expect(item.tags.length).toBeGreaterThan(0);
      expect(['tims.admin', 'tims.staff']).toContain(item.owner);
      expect(item.created).toBeGreaterThanOrEqual(since);
      expect(item.modified).toBeGreaterThanOrEqual(item.created);
      expect(item.modified).toBeLessThan(until);
      expect(item.typeKeywords).toContain(
        {
          'Web Map': 'Web Map',
          'Web Mapping Application': 'Mapping Site',
          Dashboard: 'Dashboard',
          'Web Experience': 'EXB Experience',
          'Web Scene': 'Web Scene',
        }[item.type],
      );
      if (['Web Map', 'Web Scene'].includes(item.type)) expect(item.url).toBeNull();
      else expect(item.url?.startsWith(`${server.config.publicUrl}/tims/`)).toBe(true);
    }
    // Spread over two years, not all made the same day.
    const months = (dates: number[]) =>
      new Set(dates.map((date) => new Date(date).toISOString().slice(0, 7))).size;
    expect(months(items.map((item) => item.created))).toBeGreaterThan(12);
    expect(months(items.map((item) => item.modified))).toBeGreaterThan(8);

    const subscription = items.filter((item) =>
      item.typeKeywords.includes('Requires Subscription'),
    );
    expect(subscription.map((item) => [item.title, item.type, item.access])).toEqual([
      ['Bridge Inventory', 'Web Map', 'public'],
    ]);
    const data = await get<{ operationalLayers: OperationalLayer[] }>(
      `/content/items/${subscription[0]!.id}/data`,
    );
    expect(data.operationalLayers.map((layer) => layer.url)).toContainEqual(
      expect.stringMatching(/\/Bridges\/FeatureServer\/0$/),
    );
  });

  it('points apps, dashboards and experiences at TIMS pages that exist', async () => {
    const items = await galleryItems();
    const workTypes = WORK_TYPES.map((type) => type.name);
    for (const item of items.filter((candidate) => candidate.url !== null)) {
      const url = new URL(item.url!);
      const path = url.pathname.replace(/^\/tims\//, '');
      const params = url.searchParams;
      if (path === 'projects') {
        for (const phase of params.getAll('phase')) expect(PHASES).toContain(phase);
        for (const type of params.getAll('workType')) expect(workTypes).toContain(type);
        for (const sort of params.getAll('sort')) expect(PROJECT_SORTS).toContain(sort);
      } else if (path === 'maps') {
        for (const category of params.getAll('category'))
          expect(STANDARD_MAP_CATEGORIES).toContain(category);
      } else if (/^map\/(wid|cid)\/[0-9a-f]{32}$/.test(path)) {
        const [, kind, id] = path.split('/');
        const opened = await get<Item>(`/content/items/${id}`, {}, 'tims.admin');
        expect(opened.type).toBe(kind === 'wid' ? 'Web Map' : 'Feature Service');
        // An app open to the public never opens a map the public may not see.
        if (item.access === 'public') expect(opened.access).toBe('public');
      } else {
        expect(path).toBe('data');
      }
    }
  });

  it('draws every web map and scene from TIMS FeatureServer layers that exist, each its own way', async () => {
    const known = new Set<string>([
      ...PHASES,
      ...WORK_TYPES.map((type) => type.name),
      'Good',
      'Fair',
      'Poor',
    ]);
    const documents = (await galleryItems()).filter((item) =>
      ['Web Map', 'Web Scene'].includes(item.type),
    );
    expect(documents.length).toBeGreaterThanOrEqual(15);
    const signatures = new Set<string>();
    const services = `${server.config.publicUrl}/tims/api/rest/services/`;
    const staff = tokens['tims.staff']!;
    for (const document of documents) {
      const data = await get<{ version: string; operationalLayers: OperationalLayer[] }>(
        `/content/items/${document.id}/data`,
        {},
        'tims.admin',
      );
      expect(data.version).toMatch(document.type === 'Web Map' ? /^2\.\d+$/ : /^1\.\d+$/);
      expect(data.operationalLayers.length).toBeGreaterThan(0);
      expect(new Set(data.operationalLayers.map((layer) => layer.id)).size).toBe(
        data.operationalLayers.length,
      );
      for (const layer of data.operationalLayers) {
        expect(layer.url.startsWith(services)).toBe(true);
        const path = layer.url.slice(server.config.publicUrl.length);
        const info = (await server.app.inject(`${path}?f=json&token=${staff}`)).json<{
          error?: unknown;
          fields: { name: string }[];
        }>();
        expect(info.error).toBeUndefined();
        const fields = new Set(info.fields.map((field) => field.name));
        const definition = layer.layerDefinition;
        const renderer = definition?.drawingInfo?.renderer;
        for (const field of [renderer?.field1, renderer?.field].filter(Boolean))
          expect(fields).toContain(field);
        for (const { fieldName } of layer.popupInfo?.fieldInfos ?? [])
          expect(fields).toContain(fieldName);
        const where = definition?.definitionExpression;
        if (where) {
          for (const [, literal] of where.matchAll(/'([^']*)'/g)) expect(known).toContain(literal);
          const query = new URLSearchParams({ where, returnCountOnly: 'true', f: 'json' });
          const counted = (await server.app.inject(`${path}/query?${query}&token=${staff}`)).json<{
            count?: number;
            error?: unknown;
          }>();
          expect(counted.error).toBeUndefined();
          expect(typeof counted.count).toBe('number');
        }
      }
      signatures.add(
        JSON.stringify(
          data.operationalLayers.map((layer) => [layer.url, layer.layerDefinition ?? null]),
        ),
      );
    }
    expect(signatures.size).toBe(documents.length);
  });
});
