import type { SavedMap, SavedMapInput } from '../../../contracts/maps';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';

function mapInput(overrides: Partial<SavedMapInput> = {}): SavedMapInput {
  return {
    title: 'Construction in District 6',
    description: 'What we build this season',
    basemap: 'light',
    layers: [
      {
        id: 'projects',
        title: 'Projects',
        source: {
          kind: 'service',
          url: 'https://tims.example.gov/tims/api/rest/services/Projects/FeatureServer/0',
        },
        visible: true,
        opacity: 0.8,
      },
      {
        id: 'item-0123456789abcdef0123456789abcdef',
        title: 'Traffic counts',
        source: { kind: 'portal-item', itemId: '0123456789abcdef0123456789abcdef' },
        visible: false,
        opacity: 1,
      },
    ],
    extent: [-83.2, 39.8, -82.6, 40.3],
    sharing: 'private',
    ...overrides,
  };
}

/** Saved maps: only the owner writes; private maps only to the owner; link and public to all. */
describe('saved maps', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const as = (user: 'ada' | 'sam' | null) =>
    user ? { authorization: `Bearer ${portal.signIn(user)}` } : {};
  const save = async (user: 'ada' | 'sam', input = mapInput()) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/maps',
      headers: as(user),
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    return response.json<SavedMap>();
  };
  const open = (sid: string, user: 'ada' | 'sam' | null) =>
    server.app.inject({ url: `/tims/api/maps/${sid}`, headers: as(user) });

  it('saves a map for its owner and gives it an unguessable id', async () => {
    const saved = await save('sam');
    expect(saved).toMatchObject({ ...mapInput(), owner: 'sam' });
    expect(saved.sid).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(saved.createdAt).toBe(saved.updatedAt);
    const again = await save('sam');
    expect(again.sid).not.toBe(saved.sid);
  });

  it('keeps a basemap of the portal’s basemap gallery by its item id', async () => {
    const basemap = '7f34b4511751a1d24704e68b224e4084';
    const saved = await save('sam', mapInput({ basemap }));
    expect((await open(saved.sid, 'sam')).json<SavedMap>().basemap).toBe(basemap);
  });

  it('keeps one layer of a multi-layer service item (a glossary dataset opened by /map/cid/)', async () => {
    const layer = {
      id: 'item-bb164d816c8419738c4bcaff24cf4cce_1',
      title: 'Project lines',
      source: { kind: 'portal-item', itemId: 'bb164d816c8419738c4bcaff24cf4cce', layerId: 1 },
      visible: true,
      opacity: 1,
    } as const;
    const saved = await save('sam', mapInput({ layers: [layer] }));
    expect((await open(saved.sid, 'sam')).json<SavedMap>().layers).toEqual([layer]);
  });

  it('opens a private map only for its owner, with a clear refusal for others', async () => {
    const { sid } = await save('sam');
    expect((await open(sid, 'sam')).statusCode).toBe(200);
    const anonymous = await open(sid, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: {
        code: 'sign-in-required',
        message: 'This map is private. Sign in as its owner to open it.',
      },
    });
    const other = await open(sid, 'ada');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('This map is private to its owner.');
  });

  it('opens a link-shared map for anyone, and lists only public ones', async () => {
    const linked = await save('sam', mapInput({ title: 'Linked', sharing: 'link' }));
    const listed = await save('sam', mapInput({ title: 'Listed', sharing: 'public' }));
    expect((await open(linked.sid, null)).json<SavedMap>().title).toBe('Linked');
    const publicList = await server.app.inject('/tims/api/maps');
    const titles = publicList.json<{ items: { title: string }[] }>().items.map((m) => m.title);
    expect(titles).toContain('Listed');
    expect(titles).not.toContain('Linked');
    expect(titles).not.toContain('Construction in District 6');
    expect((await open(listed.sid, null)).statusCode).toBe(200);
  });

  it('lists one’s own maps, newest first, only when signed in', async () => {
    const mine = await server.app.inject({ url: '/tims/api/maps?scope=mine', headers: as('sam') });
    const items = mine.json<{ items: { owner: string; updatedAt: string }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.owner === 'sam')).toBe(true);
    expect(items.map((item) => item.updatedAt)).toEqual(
      [...items.map((item) => item.updatedAt)].sort().reverse(),
    );
    expect((await server.app.inject('/tims/api/maps?scope=mine')).statusCode).toBe(401);
  });

  it('lets only the owner change or delete a map', async () => {
    const { sid } = await save('sam');
    const url = `/tims/api/maps/${sid}`;
    const changed = mapInput({ title: 'Renamed', sharing: 'link' });
    const byOther = await server.app.inject({
      method: 'PUT',
      url,
      headers: as('ada'),
      payload: changed,
    });
    expect(byOther.statusCode).toBe(403);
    const byOwner = await server.app.inject({
      method: 'PUT',
      url,
      headers: as('sam'),
      payload: changed,
    });
    expect(byOwner.json<SavedMap>()).toMatchObject({ title: 'Renamed', sharing: 'link', sid });
    expect(
      (await server.app.inject({ method: 'DELETE', url, headers: as('ada') })).statusCode,
    ).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url, headers: as(null) })).statusCode).toBe(
      401,
    );
    expect(
      (await server.app.inject({ method: 'DELETE', url, headers: as('sam') })).statusCode,
    ).toBe(204);
    expect((await open(sid, 'sam')).statusCode).toBe(404);
  });

  it.each([
    ['no title', { title: '' }, 'body/title'],
    ['an unknown basemap', { basemap: 'satellite' }, 'body/basemap'],
    ['a basemap id in capitals', { basemap: '7F34B4511751A1D24704E68B224E4084' }, 'body/basemap'],
    [
      'a layer from a javascript: URL',
      {
        layers: [
          { ...mapInput().layers[0]!, source: { kind: 'service', url: 'javascript:alert(1)' } },
        ],
      },
      'body/layers/0/source',
    ],
    [
      'an opacity above 1',
      { layers: [{ ...mapInput().layers[0]!, opacity: 2 }] },
      'body/layers/0/opacity',
    ],
    ['an extent off the earth', { extent: [-200, 0, 0, 0] }, 'body/extent/0'],
    ['an unknown field', { owner: 'ada' }, 'body'],
  ])('refuses a map with %s (400, nothing saved)', async (_name, change, field) => {
    const before = await server.app.inject({
      url: '/tims/api/maps?scope=mine',
      headers: as('ada'),
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/maps',
      headers: as('ada'),
      payload: { ...mapInput(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    const after = await server.app.inject({ url: '/tims/api/maps?scope=mine', headers: as('ada') });
    expect(after.json().items).toHaveLength(before.json().items.length);
  });

  it('answers an unknown or malformed sid clearly', async () => {
    expect((await open('AAAAAAAAAAAA', null)).statusCode).toBe(404);
    expect((await open('not-a-sid', null)).statusCode).toBe(400);
  });
});
