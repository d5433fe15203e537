import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { StandardMapDetails, StandardMapList } from '../../../contracts/standardMaps';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { makePdf, makePng, multipart, pngSize } from '../standardMaps/standardMapsHelper';

const FIELDS = {
  title: 'Columbus city map',
  category: 'City',
  district: '6',
  county: '39049',
  description: 'Streets and state routes of the capital',
  editionDate: '2026-11-01',
  published: 'true',
};

/** Uploads by administrators: only whole, readable PDFs become editions; nothing else stays. */
describe('standard map uploads', () => {
  let portal: TestPortal;
  let server: TestApp;
  let admin: Record<string, string>;
  let pdf: Buffer;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    pdf = await makePdf({ pages: 3, size: [1728, 2592], text: 'Columbus' });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });
  beforeEach(async () => {
    await server.app.db.deleteFrom('standard_maps').execute();
    rmSync(libraryDir(), { recursive: true, force: true });
  });

  const upload = (
    fields: Record<string, string>,
    file?: { name: string; content: Buffer; type?: string },
    headers = admin,
    url = '/tims/api/admin/standard-maps',
  ) => {
    const body = multipart(fields, file);
    return server.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const libraryDir = () => join(server.config.dataDir, 'standard-maps');
  /** Every file under the library's folder (temporary ones included). */
  const filesOnDisk = () =>
    readdirSync(libraryDir(), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  const rows = () => server.app.db.selectFrom('standard_map_editions').selectAll().execute();
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string; details?: { field: string } } }>()
      .error;

  it('stores a PDF as a new map: its pages, page size and a thumbnail of page 1', async () => {
    const response = await upload(FIELDS, { name: 'columbus.pdf', content: pdf });
    expect(response.statusCode).toBe(201);
    const map = response.json<StandardMapDetails>();
    expect(map).toMatchObject({
      title: 'Columbus city map',
      category: 'City',
      district: 6,
      county: { fips: '39049', name: 'Franklin' },
      source: 'uploaded',
      published: true,
      edition: { date: '2026-11-01', source: 'uploaded' },
    });
    expect(map.id).toMatch(/^[a-z0-9]{12}$/);
    expect(map.edition.files).toEqual([
      expect.objectContaining({
        pageSize: { name: 'arch-d', widthPt: 1728, heightPt: 2592 },
        pages: 3,
        bytes: pdf.length,
      }),
    ]);
    const file = await server.app.inject({ method: 'GET', url: map.edition.files[0]!.url });
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const thumbnail = await server.app.inject({ method: 'GET', url: map.edition.thumbnailUrl });
    expect(pngSize(thumbnail.rawPayload)).toEqual({ width: 400, height: 600 });
    // A visitor sees it.
    const list = await server.app.inject({
      method: 'GET',
      url: '/tims/api/standard-maps?q=columbus',
    });
    expect(list.json<StandardMapList>().items.map((item) => item.id)).toEqual([map.id]);
  }, 30_000);

  it.each([
    ['a PNG renamed .pdf', async () => makePng(40, 30), /not a PDF: it is a PNG image/],
    ['a truncated PDF', async () => pdf.subarray(0, Math.floor(pdf.length / 2)), /truncated/],
    ['an empty file', async () => Buffer.alloc(0), /empty/],
    [
      'a PDF whose cross-references are broken',
      async () =>
        Buffer.from(pdf.toString('latin1').replace(/startxref\s+\d+/, 'startxref\n12'), 'latin1'),
      /damaged/,
    ],
  ])(
    'refuses %s with a 400 naming the problem, storing nothing',
    async (_name, content, message) => {
      const response = await upload(FIELDS, { name: 'map.pdf', content: await content() });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'invalid-pdf',
        details: { field: 'body/file' },
      });
      expect(errorOf(response).message).toMatch(message);
      expect(await rows()).toEqual([]);
      expect(filesOnDisk()).toEqual([]);
    },
    30_000,
  );

  it('refuses a file over 100 MB with 413, streaming it rather than holding it', async () => {
    const body = multipart(FIELDS, { name: 'big.pdf', content: Buffer.from('%PDF-1.7\n') });
    const [head, tail] = [
      body.payload.subarray(0, body.payload.indexOf('%PDF-1.7')),
      body.payload.subarray(body.payload.indexOf('%PDF-1.7')),
    ];
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const payload = Readable.from(
      (function* () {
        yield head;
        for (let i = 0; i < 101; i++) yield chunk;
        yield tail;
      })(),
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/admin/standard-maps',
      headers: { ...admin, ...body.headers },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe('The file is larger than 100 MB.');
    expect(filesOnDisk()).toEqual([]);
  }, 60_000);

  it.each([
    ['body/title', { ...FIELDS, title: '' }],
    ['body/title', { ...FIELDS, title: '   ' }],
    ['body/category', { ...FIELDS, category: 'Roads' }],
    ['body/county', { ...FIELDS, county: '06037' }],
    ['body/district', { ...FIELDS, district: '13' }],
    ['body/editionDate', { ...FIELDS, editionDate: '2026-02-30' }],
    ['body/editionDate', { ...FIELDS, editionDate: '1850-01-01' }],
    ['body/title', { ...FIELDS, title: 'Nul\u0000title' }],
    ['body/colour', { ...FIELDS, colour: 'red' }],
  ])('refuses a bad %s, storing nothing', async (field, fields) => {
    const response = await upload(fields, { name: 'map.pdf', content: pdf });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.field).toBe(field);
    expect(await rows()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('needs a file, sent as multipart', async () => {
    const missing = await upload(FIELDS);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details?.field).toBe('body/file');
    const json = await server.app.inject({
      method: 'POST',
      url: '/tims/api/admin/standard-maps',
      headers: admin,
      payload: FIELDS,
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for administrators only: 401 anonymous, 403 signed in as staff', async () => {
    const anonymous = await upload(FIELDS, { name: 'map.pdf', content: pdf }, {});
    expect(anonymous.statusCode).toBe(401);
    const staff = await upload(
      FIELDS,
      { name: 'map.pdf', content: pdf },
      {
        authorization: `Bearer ${portal.signIn('sam')}`,
      },
    );
    expect(staff.statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('replaces a map’s file as a new edition; the older one stays downloadable', async () => {
    const first = (
      await upload(FIELDS, { name: 'a.pdf', content: pdf })
    ).json<StandardMapDetails>();
    const letter = await makePdf({ text: 'Second edition' });
    const response = await upload(
      { editionDate: '2026-11-20' },
      { name: 'b.pdf', content: letter },
      admin,
      `/tims/api/admin/standard-maps/${first.id}/editions`,
    );
    expect(response.statusCode).toBe(201);
    const map = response.json<StandardMapDetails>();
    expect(map.editions.map((edition) => edition.date)).toEqual(['2026-11-20', '2026-11-01']);
    expect(map.edition.files[0]!.pageSize.name).toBe('letter');
    const old = await server.app.inject({ method: 'GET', url: map.editions[1]!.files[0]!.url });
    expect(old.rawPayload.equals(pdf)).toBe(true);
    const unknown = await upload(
      { editionDate: '2026-11-20' },
      { name: 'b.pdf', content: letter },
      admin,
      '/tims/api/admin/standard-maps/nosuchmap/editions',
    );
    expect(unknown.statusCode).toBe(404);
  }, 30_000);
});
