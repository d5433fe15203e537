import { existsSync } from 'node:fs';
import type { StandardMapDetails, StandardMapList } from '../../../contracts/standardMaps';
import type { StandardMapMetadata } from '../../../contracts/standardMaps';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { addTestEdition } from '../standardMaps/standardMapsHelper';

const METADATA: StandardMapMetadata = {
  title: 'Columbus city map',
  category: 'City',
  district: 6,
  county: '39049',
  description: 'Streets and state routes',
  published: true,
};

/** Administrators keep the library: every map, edits, publication, deletions. */
describe('standard maps for administrators', () => {
  let portal: TestPortal;
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });
  beforeEach(async () => {
    await server.app.standardMaps.library.deleteMap('columbusmaps');
    await addTestEdition(server.app, 'columbusmaps', {
      date: '2026-10-01',
      now: new Date('2026-10-01'),
    });
    await addTestEdition(server.app, 'columbusmaps', {
      date: '2026-11-01',
      now: new Date('2026-11-01'),
    });
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers = admin,
  ) =>
    server.app.inject({
      method,
      url: `/tims/api/admin/standard-maps${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('changes the metadata and unpublishes: gone for visitors, listed for admins', async () => {
    const response = await call('PUT', '/columbusmaps', {
      ...METADATA,
      title: '  Columbus and Franklin County  ',
      county: '39041',
      published: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StandardMapDetails>()).toMatchObject({
      title: 'Columbus and Franklin County',
      county: { fips: '39041', name: 'Delaware' },
      published: false,
    });
    const visitor = await server.app.inject({ method: 'GET', url: '/tims/api/standard-maps' });
    expect(visitor.json<StandardMapList>().items).toEqual([]);
    const listed = (await call('GET', '')).json<StandardMapList>();
    expect(listed.items.map((item) => [item.id, item.published])).toEqual([
      ['columbusmaps', false],
    ]);
    // The admin's links to the unpublished files are signed, and work.
    const file = await server.app.inject({
      method: 'GET',
      url: listed.items[0]!.edition.files[0]!.url,
    });
    expect(file.statusCode).toBe(200);
  });

  it.each([
    ['body/county', { ...METADATA, county: '06037' }],
    ['body/district', { ...METADATA, district: 40 }],
    ['body/title', { ...METADATA, title: ' ' }],
    ['body/title', { ...METADATA, title: 'a\u0000b' }],
    ['body/description', { ...METADATA, description: 'x'.repeat(2001) }],
    ['body/category', { ...METADATA, category: 'Roads' }],
    // Types as sent: a number is not a title, a list not a county, a text not a flag.
    ['body/title', { ...METADATA, title: 5 }],
    ['body/county', { ...METADATA, county: ['39041'] }],
    ['body/published', { ...METADATA, published: 'true' }],
  ])('refuses a bad %s and changes nothing', async (field, body) => {
    const response = await call('PUT', '/columbusmaps', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: { field } } });
    expect((await call('GET', '/columbusmaps')).json<StandardMapDetails>().title).toBe(
      'Columbus city map',
    );
  });

  it('deletes an edition, but not the last; then the map with its files', async () => {
    const map = (await call('GET', '/columbusmaps')).json<StandardMapDetails>();
    const [newest, oldest] = map.editions;
    expect((await call('DELETE', `/columbusmaps/editions/${newest!.id}`)).statusCode).toBe(204);
    const left = (await call('GET', '/columbusmaps')).json<StandardMapDetails>();
    expect(left.edition.id).toBe(oldest!.id);
    const last = await call('DELETE', `/columbusmaps/editions/${oldest!.id}`);
    expect(last.statusCode).toBe(409);
    const dir = server.app.standardMaps.library.files.editionDir('columbusmaps', oldest!.id);
    expect(existsSync(dir)).toBe(true);
    expect((await call('DELETE', '/columbusmaps')).statusCode).toBe(204);
    expect(existsSync(dir)).toBe(false);
    expect((await call('GET', '/columbusmaps')).statusCode).toBe(404);
    expect((await call('DELETE', '/columbusmaps')).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const staff = { authorization: `Bearer ${portal.signIn('sam')}` };
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '', undefined, staff)).statusCode).toBe(403);
    expect((await call('PUT', '/columbusmaps', METADATA, staff)).statusCode).toBe(403);
    expect((await call('DELETE', '/columbusmaps', undefined, staff)).statusCode).toBe(403);
    expect((await call('GET', '/columbusmaps')).statusCode).toBe(200);
  });
});
