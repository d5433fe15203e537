import type { TestApp } from '../helper';
import { createPortalApp, generateToken, REST } from './portalHelper';

const CONSTRUCTION_MAP = '3bc5d448d04d71b9c9a8761689de2bbd';
const STAFF_DRAFT = '3d6736f359650300f9df1ca3e9efdaed';
const STAFF_SHARED = 'deb31e7b1dafb66194520f048f73882c';
const PROJECTS_SERVICE = 'bb164d816c8419738c4bcaff24cf4cce';

describe('local portal: items', () => {
  let server: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await createPortalApp();
    for (const user of ['tims.admin', 'tims.staff', 'tims.public'])
      tokens[user] = await generateToken(server, user);
  });
  afterAll(() => server.close());

  const get = (path: string, user?: string) =>
    server.app.inject({ url: `${REST}${path}?f=json${user ? `&token=${tokens[user]}` : ''}` });

  it('serves a public web map item to anyone, with what PortalItem reads', async () => {
    const item = (await get(`/content/items/${CONSTRUCTION_MAP}`)).json();
    expect(item).toMatchObject({
      id: CONSTRUCTION_MAP,
      type: 'Web Map',
      owner: 'tims.admin',
      access: 'public',
      orgId: 'TIMSLOCALPORTAL1',
      thumbnail: 'thumbnail/thumbnail.svg',
    });
    expect(item).not.toHaveProperty('itemControl');
    expect((await get(`/content/items/${CONSTRUCTION_MAP}`, 'tims.admin')).json().itemControl).toBe(
      'admin',
    );
  });

  it('serves web map data (spec 2.x) pointing at the TIMS FeatureServers of PUBLIC_URL', async () => {
    const data = (await get(`/content/items/${CONSTRUCTION_MAP}/data`)).json();
    expect(data.version).toMatch(/^2\.\d+$/);
    expect(data.operationalLayers.map((layer: { url: string }) => layer.url)).toEqual([
      'http://localhost:8080/tims/api/rest/services/Districts/FeatureServer/0',
      'http://localhost:8080/tims/api/rest/services/Projects/FeatureServer/0',
    ]);
    expect(data.baseMap).toEqual({ baseMapLayers: [], title: 'Plain' });
    const service = (await get(`/content/items/${PROJECTS_SERVICE}`)).json();
    expect(service.url).toBe('http://localhost:8080/tims/api/rest/services/Projects/FeatureServer');
  });

  it('answers an anonymous request for a private item with 403 GWM_0003 (sign in)', async () => {
    for (const path of [`/content/items/${STAFF_DRAFT}`, `/content/items/${STAFF_DRAFT}/data`]) {
      expect((await get(path)).json().error).toMatchObject({ code: 403, messageCode: 'GWM_0003' });
    }
  });

  it('refuses a private item to other users with CONT_0001, and gives it to its owner and admins', async () => {
    const refused = await get(`/content/items/${STAFF_DRAFT}`, 'tims.public');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      error: {
        code: 400,
        messageCode: 'CONT_0001',
        message: 'Item does not exist or is inaccessible.',
        details: [],
      },
    });
    expect((await get(`/content/items/${STAFF_DRAFT}`, 'tims.staff')).json().id).toBe(STAFF_DRAFT);
    expect((await get(`/content/items/${STAFF_DRAFT}`, 'tims.admin')).json().id).toBe(STAFF_DRAFT);
  });

  it('gives an item shared with a group to its members only', async () => {
    expect(
      (await get(`/content/items/${STAFF_SHARED}`, 'tims.public')).json().error.messageCode,
    ).toBe('CONT_0001');
    expect((await get(`/content/items/${STAFF_SHARED}`, 'tims.staff')).json().access).toBe(
      'shared',
    );
  });

  it('answers a missing item with CONT_0001 and a bad token with 498', async () => {
    expect((await get(`/content/items/${'0'.repeat(32)}`)).json().error.messageCode).toBe(
      'CONT_0001',
    );
    const bad = await server.app.inject({
      url: `${REST}/content/items/${CONSTRUCTION_MAP}?f=json&token=bad`,
    });
    expect(bad.json().error.code).toBe(498);
  });

  it('serves item thumbnails as SVG whatever f says, under the item access rules', async () => {
    const thumbnail = await get(`/content/items/${CONSTRUCTION_MAP}/info/thumbnail/thumbnail.svg`);
    expect(thumbnail.headers['content-type']).toBe('image/svg+xml');
    expect(thumbnail.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(thumbnail.body).toContain('Construction Projects 2026');
    const hidden = await get(`/content/items/${STAFF_DRAFT}/info/thumbnail/thumbnail.svg`);
    expect(hidden.json().error.code).toBe(403);
  });
});
