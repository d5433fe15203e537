import type { StandardMapDetails, StandardMapList } from '../../../contracts/standardMaps';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { addTestEdition, makePdf } from '../standardMaps/standardMapsHelper';

/** The library for everyone: listing, one map, its files with validators and byte ranges. */
describe('standard maps for everyone', () => {
  let portal: TestPortal;
  let server: TestApp;
  let pdf: Buffer;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
    pdf = await makePdf({ pages: 2, text: 'Delaware County' });
    const { app } = server;
    await addTestEdition(app, 'county-39041', {
      metadata: {
        title: 'Delaware County',
        category: 'County',
        district: 6,
        county: { fips: '39041', name: 'Delaware' },
      },
      date: '2026-10-01',
      now: new Date('2026-10-01T12:00:00Z'),
    });
    await addTestEdition(app, 'county-39041', {
      date: '2026-11-23',
      pdf,
      now: new Date('2026-11-23T12:00:00Z'),
    });
    await addTestEdition(app, 'district-6', {
      metadata: { title: 'District 6', category: 'District', district: 6, county: null },
      date: '2026-11-20',
    });
    await addTestEdition(app, 'draftcitymap', {
      metadata: { title: 'Draft city map', category: 'City', published: false },
    });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/tims/api${url}`, headers });
  const list = async (query = '') => {
    const response = await get(`/standard-maps${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<StandardMapList>();
  };

  it('lists published maps by category, then title, with their current edition', async () => {
    const { items, total } = await list();
    expect(total).toBe(2);
    expect(items.map((item) => item.id)).toEqual(['district-6', 'county-39041']);
    const delaware = items[1]!;
    expect(delaware).toMatchObject({
      title: 'Delaware County',
      category: 'County',
      district: 6,
      county: { fips: '39041', name: 'Delaware' },
      published: true,
      edition: { date: '2026-11-23', source: 'uploaded' },
    });
    expect(delaware.edition.files[0]).toMatchObject({
      pageSize: { name: 'letter', widthPt: 612, heightPt: 792 },
      bytes: pdf.length,
      url: `/tims/api/standard-maps/county-39041/file?edition=${delaware.edition.id}&size=letter`,
    });
  });

  it('filters by county, district, category and words, in the address', async () => {
    expect((await list('?county=39041')).items.map((item) => item.id)).toEqual(['county-39041']);
    expect((await list('?district=6&category=District')).items.map((item) => item.id)).toEqual([
      'district-6',
    ]);
    expect((await list('?q=delaware')).total).toBe(1);
    expect((await list('?q=nowhere')).items).toEqual([]);
    expect((await list('?sort=editionDate&limit=1')).items.map((item) => item.id)).toEqual([
      'county-39041',
    ]);
  });

  it('answers one map with its editions, newest first; an unpublished one is not found', async () => {
    const response = await get('/standard-maps/county-39041');
    expect(response.statusCode).toBe(200);
    const map = response.json<StandardMapDetails>();
    expect(map.editions.map((edition) => edition.date)).toEqual(['2026-11-23', '2026-10-01']);
    expect(map.editions[0]!.id).toBe(map.edition.id);
    expect((await get('/standard-maps/draftcitymap')).statusCode).toBe(404);
    expect((await get('/standard-maps/nosuchmap')).statusCode).toBe(404);
    expect((await list('?q=draft')).items).toEqual([]);
  });

  it('sends the PDF with its name, a strong ETag, and 304 when it has not changed', async () => {
    const response = await get('/standard-maps/county-39041/file');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="delaware-county-2026-11-23-letter.pdf"; filename*=UTF-8''delaware-county-2026-11-23-letter.pdf`,
    );
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['content-encoding']).toBeUndefined();
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(
      (await get('/standard-maps/county-39041/file', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    const download = await get('/standard-maps/county-39041/file?download=true');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="delaware-county/,
    );
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    const response = await get('/standard-maps/county-39041/file', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${pdf.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(pdf.subarray(0, 100))).toBe(true);
    const tail = await get('/standard-maps/county-39041/file', { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(-10))).toBe(true);
    const beyond = await get('/standard-maps/county-39041/file', { range: `bytes=${pdf.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
    // If-Range with another validator: the whole (changed) file, not a piece of it.
    const stale = await get('/standard-maps/county-39041/file', {
      range: 'bytes=0-9',
      'if-range': '"old"',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(pdf.length);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await server.app.inject({
      method: 'HEAD',
      url: '/tims/api/standard-maps/county-39041/file',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('caches files named by edition for a year, and keeps older editions downloadable', async () => {
    const map = (await get('/standard-maps/county-39041')).json<StandardMapDetails>();
    const older = map.editions[1]!;
    const response = await server.app.inject({ method: 'GET', url: older.files[0]!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(pdf)).toBe(false);
    const thumbnail = await server.app.inject({ method: 'GET', url: older.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(
      (await get(`/standard-maps/county-39041/file?edition=${'Q'.repeat(16)}`)).statusCode,
    ).toBe(404);
    expect((await get('/standard-maps/county-39041/file?size=tabloid')).statusCode).toBe(404);
  });

  it('keeps an unpublished map’s files to signed links, which expire', async () => {
    const draft = await server.app.standardMaps.library.maps.get('draftcitymap');
    const edition = draft!.current.id;
    expect((await get(`/standard-maps/draftcitymap/file?edition=${edition}`)).statusCode).toBe(404);
    const links = await server.app.standardMaps.links.map(draft!);
    const signed = await server.app.inject({ method: 'GET', url: links.edition.files[0]!.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, max-age=3600');
    const forged = links.edition.thumbnailUrl.replace(
      /signature=[^&]+/,
      `signature=${'A'.repeat(43)}`,
    );
    expect((await server.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const expired = await server.app.standardMaps.links.map(draft!, Date.now() - 3 * 3_600_000);
    expect(
      (await server.app.inject({ method: 'GET', url: expired.edition.previewUrl })).statusCode,
    ).toBe(404);
  });

  it('says no drawing has run on a library that was only uploaded to', async () => {
    const response = await get('/standard-maps/generation');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ job: null });
  });
});
