import type { TestApp } from '../helper';
import { createPortalApp, generateToken, REST } from './portalHelper';

const FEATURED = 'bd872a212273cec603dabf0ee1952b38';
const BRIDGE_MAP = '905b7999aeaa1c81468576fdca2c2a06';

interface Page {
  total: number;
  start: number;
  num: number;
  nextStart: number;
  results: { id: string; title: string; type: string; owner: string; access: string }[];
}

describe('local portal: search', () => {
  let server: TestApp;
  let staff: string;
  beforeAll(async () => {
    server = await createPortalApp();
    staff = await generateToken(server, 'tims.staff');
  });
  afterAll(() => server.close());

  const search = async (params: Record<string, string>, url = '/search') => {
    const query = new URLSearchParams({ f: 'json', num: '100', ...params });
    return (await server.app.inject({ url: `${REST}${url}?${query}` })).json<Page>();
  };
  const titles = (page: Page) => page.results.map((item) => item.title).sort();

  it.each([
    // tims.staff also owns a staff-only dashboard, which an anonymous search never finds.
    ['owner:', 'owner:tims.staff AND type:Dashboard', ['Traffic Operations Dashboard']],
    [
      'group:',
      `group:${FEATURED}`,
      [
        'Bridge Inventory',
        'Construction Projects 2026',
        'Highway Safety Improvement Projects',
        'Major Projects over $10 Million',
        'Projects in Construction',
        'STIP Project Pipeline',
        'Statewide Program in 3D',
        'Statewide Project Explorer',
        'TIMS Open Data',
      ],
    ],
    [
      'type: (quoted)',
      'type:"Web Mapping Application"',
      ['Statewide Project Explorer', 'Work Zone Viewer'],
    ],
    [
      'tags:',
      'tags:bridges',
      [
        'Bridge Inventory',
        'Bridge Program',
        'Bridge Replacement and Rehabilitation Projects',
        'River Crossings in 3D',
        'TIMS Bridges',
      ],
    ],
    [
      'title:',
      'title:Bridge',
      [
        'Bridge Inventory',
        'Bridge Program',
        'Bridge Replacement and Rehabilitation Projects',
        'TIMS Bridges',
      ],
    ],
    ['id:', `id:${BRIDGE_MAP}`, ['Bridge Inventory']],
    [
      'AND',
      'type:"Web Scene" AND owner:tims.admin',
      ['Interchange and Widening Projects in 3D', 'Statewide Program in 3D'],
    ],
    [
      'OR',
      'title:"Bridge Inventory" OR title:"Work Zone Viewer"',
      ['Bridge Inventory', 'Work Zone Viewer'],
    ],
    [
      'a - exclusion',
      `group:${FEATURED} -type:"Web Map"`,
      [
        'Projects in Construction',
        'Statewide Program in 3D',
        'Statewide Project Explorer',
        'TIMS Open Data',
      ],
    ],
    [
      'parentheses',
      '(tags:bridges OR tags:safety) AND type:"Web Map"',
      [
        'Bridge Inventory',
        'Bridge Replacement and Rehabilitation Projects',
        'Highway Safety Improvement Projects',
      ],
    ],
    ['a bare term', 'NEPA', ['Environmental Review Tracker']],
    [
      'orgid:',
      'type:"Feature Service" AND orgid:TIMSLOCALPORTAL1',
      ['TIMS Bridges', 'TIMS Counties', 'TIMS Districts', 'TIMS Projects'],
    ],
  ])('understands %s', async (_case, q, expected) => {
    expect(titles(await search({ q }))).toEqual(expected);
  });

  it('filters by access: and finds only what the caller may see', async () => {
    expect(titles(await search({ q: 'access:private' }))).toEqual([]);
    expect(titles(await search({ q: 'access:shared' }))).toEqual([]);
    expect(titles(await search({ q: 'access:private', token: staff }))).toEqual([
      'Draft: Resurfacing Candidates',
    ]);
    expect(titles(await search({ q: 'access:shared AND type:Dashboard', token: staff }))).toEqual([
      'Bridge Condition Dashboard',
      'Safety Program Review',
    ]);
    expect(titles(await search({ q: 'resurfacing' }))).toEqual(['Resurfacing Program 2026']);
    expect(titles(await search({ q: 'resurfacing', token: staff }))).toEqual([
      'District Maintenance Plan 2026',
      'Draft: Resurfacing Candidates',
      'Resurfacing Program 2026',
    ]);
  });

  it('sorts by sortField and sortOrder', async () => {
    const page = await search({
      q: 'type:"Feature Service"',
      sortField: 'title',
      sortOrder: 'desc',
    });
    expect(page.results.map((item) => item.title)).toEqual([
      'TIMS Projects',
      'TIMS Districts',
      'TIMS Counties',
      'TIMS Bridges',
    ]);
  });

  it('pages with start and num, telling total and nextStart (-1 at the end)', async () => {
    const q = 'type:"Feature Service"';
    const first = await search({ q, sortField: 'title', num: '3' });
    expect(first).toMatchObject({ total: 4, start: 1, num: 3, nextStart: 4 });
    const last = await search({ q, sortField: 'title', num: '3', start: '4' });
    expect(last).toMatchObject({ total: 4, start: 4, nextStart: -1 });
    expect(last.results.map((item) => item.title)).toEqual(['TIMS Projects']);
    expect((await search({ q, num: '0' })).results).toEqual([]);
  });

  it('searches a group content with an empty query', async () => {
    const page = await search({}, `/content/groups/${FEATURED}/search`);
    expect(page.total).toBe(9);
    const missing = await server.app.inject({
      url: `${REST}/content/groups/${'0'.repeat(32)}/search?f=json`,
    });
    expect(missing.json().error.messageCode).toBe('CONT_0006');
  });

  it('answers searches with a bad token with 498', async () => {
    const response = await server.app.inject({ url: `${REST}/search?f=json&q=*&token=bad` });
    expect(response.json().error.code).toBe(498);
  });

  it('searches users of the organisation only when signed in', async () => {
    const anonymous = await search({ q: 'username:tims.*' }, '/community/users');
    expect(anonymous.total).toBe(0);
    const signedIn = await search(
      { q: 'username:tims.*', token: staff, sortField: 'username' },
      '/community/users',
    );
    expect(
      signedIn.results.map((user) => (user as unknown as { username: string }).username),
    ).toEqual(['tims.admin', 'tims.public', 'tims.staff']);
  });
});
