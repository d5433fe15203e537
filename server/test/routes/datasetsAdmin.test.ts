import type {
  DatasetDetails,
  DatasetField,
  DatasetList,
  DatasetMetadataInput,
  GlossaryAudit,
  Term,
  TermInput,
  TermList,
} from '../../../contracts/datasets';
import type { TestApp } from '../helper';
import { portalTargets } from '../portal/portalTargets';
import { createGlossaryApp, IDS, signedIn } from '../datasets/datasetsHelper';

const METADATA: DatasetMetadataInput = {
  description: '  Every programmed project, as a point.  ',
  category: 'Projects',
  steward: 'Office of Estimating',
  contactName: 'Pat Quinn',
  contactEmail: 'pat.quinn@dot.example.gov',
  updateFrequency: 'weekly',
  licence: 'CC BY 4.0',
};

const TERM: TermInput = {
  term: 'Letting',
  abbreviation: null,
  definition: 'The opening of bids for a construction contract.',
  uses: [{ datasetId: IDS.projects, field: 'saleDate' }],
};

/** Administrators keep the glossary's words; each change is audited; others are turned away. */
describe.each(portalTargets)('the glossary for administrators on $name', (target) => {
  let server: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    server = await createGlossaryApp(target);
    admin = await signedIn(server, 'tims.admin');
    staff = await signedIn(server, 'tims.staff');
  }, 60_000);
  afterAll(() => server?.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    payload?: unknown,
    headers = admin,
  ) =>
    server.app.inject({
      method,
      url: `/tims/api/admin${path}`,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const audit = async () => (await call('GET', '/datasets/audit')).json<GlossaryAudit>().items;

  it('turns away anonymous callers and staff who are not administrators', async () => {
    const anonymous = await call('PUT', `/datasets/${IDS.projects}`, METADATA, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'sign-in-required' } });
    for (const [method, path, body] of [
      ['PUT', `/datasets/${IDS.projects}`, METADATA],
      ['PUT', `/datasets/${IDS.projects}/fields/pid`, { definition: 'x', units: null }],
      ['POST', '/terms', TERM],
      ['PUT', '/terms/pid', TERM],
      ['DELETE', '/terms/pid', undefined],
      ['GET', '/datasets/audit', undefined],
    ] as const) {
      const response = await call(method, path, body, staff);
      expect(`${method} ${path} ${response.statusCode}`).toBe(`${method} ${path} 403`);
    }
    expect(await audit()).toEqual([]);
  });

  it('changes a dataset’s text, shown to everyone, and audits who changed what', async () => {
    const response = await call('PUT', `/datasets/${IDS.projects}`, METADATA);
    expect(response.statusCode).toBe(200);
    expect(response.json<DatasetDetails>()).toMatchObject({
      id: IDS.projects,
      description: 'Every programmed project, as a point.',
      steward: 'Office of Estimating',
      contact: { name: 'Pat Quinn', email: 'pat.quinn@dot.example.gov' },
      updateFrequency: 'weekly',
      licence: 'CC BY 4.0',
    });
    const listed = (
      await server.app.inject('/tims/api/datasets?q=programmed%20point')
    ).json<DatasetList>();
    expect(listed.items.map((item) => [item.id, item.steward])).toEqual([
      [IDS.projects, 'Office of Estimating'],
    ]);

    const [entry] = await audit();
    expect(entry).toMatchObject({
      by: 'tims.admin',
      target: 'dataset',
      targetId: IDS.projects,
      action: 'update',
      changes: {
        steward: { from: 'Office of Program Management', to: 'Office of Estimating' },
        updateFrequency: { from: 'daily', to: 'weekly' },
      },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
    // The same text again changes nothing and records nothing.
    await call('PUT', `/datasets/${IDS.projects}`, METADATA);
    expect(await audit()).toHaveLength(1);
  });

  it('takes bodies as sent: wrong types, extra or blank fields are refused and change nothing', async () => {
    const before = await audit();
    for (const body of [
      { ...METADATA, category: 5 },
      { ...METADATA, category: 'Roads' },
      { ...METADATA, updateFrequency: 'hourly' },
      { ...METADATA, contactEmail: 'not-an-address' },
      { ...METADATA, colour: 'red' },
      { ...METADATA, steward: '   ' },
      { ...METADATA, steward: 'a\u0000b' },
      { ...METADATA, description: 'x'.repeat(4001) },
      { description: 'only this' },
    ]) {
      const response = await call('PUT', `/datasets/${IDS.counties}`, body);
      expect(response.statusCode).toBe(400);
      // A NUL byte is refused at the edge, before the route's schema.
      const code = JSON.stringify(body).includes('\\u0000') ? 'invalid-text' : 'bad-request';
      expect(response.json()).toMatchObject({ error: { code } });
    }
    expect(await audit()).toEqual(before);
    const unknown = await call('PUT', '/datasets/0123456789abcdef0123456789abcdef', METADATA);
    expect(unknown.statusCode).toBe(404);
  });

  it('changes what a field means, and refuses a field the layer does not have', async () => {
    const response = await call('PUT', `/datasets/${IDS.bridges}/fields/deckRating`, {
      definition: 'The deck’s rating at the last inspection.',
      units: ' ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DatasetField>()).toMatchObject({
      name: 'deckRating',
      definition: 'The deck’s rating at the last inspection.',
      units: null,
    });
    const details = (
      await server.app.inject({ url: `/tims/api/datasets/${IDS.bridges}`, headers: staff })
    ).json<DatasetDetails>();
    expect(details.fields.find((field) => field.name === 'deckRating')?.definition).toBe(
      'The deck’s rating at the last inspection.',
    );
    expect((await audit())[0]).toMatchObject({
      target: 'field',
      targetId: `${IDS.bridges}/deckRating`,
      changes: { units: { from: 'NBI rating (0–9)', to: null } },
    });

    const missing = await call('PUT', `/datasets/${IDS.bridges}/fields/colour`, {
      definition: 'x',
      units: null,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not-found' } });
    const coerced = await call('PUT', `/datasets/${IDS.bridges}/fields/deckRating`, {
      definition: 5,
      units: null,
    });
    expect(coerced.statusCode).toBe(400);
  });

  it('adds, changes and deletes terms, each named by a slug of its own', async () => {
    const created = await call('POST', '/terms', TERM);
    expect(created.statusCode).toBe(201);
    expect(created.json<Term>()).toEqual({
      id: 'letting',
      term: 'Letting',
      abbreviation: null,
      definition: TERM.definition,
      uses: [{ datasetId: IDS.projects, field: 'saleDate', datasetTitle: 'Projects' }],
    });
    const again = await call('POST', '/terms', { ...TERM, abbreviation: ' LET ' });
    expect(again.json<Term>()).toMatchObject({ id: 'letting-2', abbreviation: 'LET' });

    const found = (
      await server.app.inject('/tims/api/datasets/terms?q=opening%20bids')
    ).json<TermList>();
    expect(found.items.map((term) => term.id)).toEqual(['letting', 'letting-2']);

    const changed = await call('PUT', '/terms/letting-2', {
      ...TERM,
      term: 'Bid opening',
      uses: [{ datasetId: IDS.projectLines }, { datasetId: IDS.projectLines }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Term>()).toMatchObject({
      id: 'letting-2',
      term: 'Bid opening',
      uses: [{ datasetId: IDS.projectLines, datasetTitle: 'Project lines' }],
    });
    expect((await call('PUT', '/terms/no-such-term', TERM)).statusCode).toBe(404);

    expect((await call('DELETE', '/terms/letting-2')).statusCode).toBe(204);
    expect((await call('DELETE', '/terms/letting-2')).statusCode).toBe(404);
    expect((await audit()).slice(0, 4).map((entry) => [entry.action, entry.targetId])).toEqual([
      ['delete', 'letting-2'],
      ['update', 'letting-2'],
      ['create', 'letting-2'],
      ['create', 'letting'],
    ]);
  });

  it('refuses uses of datasets or fields that do not exist, saying which', async () => {
    const before = await audit();
    const dataset = await call('POST', '/terms', {
      ...TERM,
      uses: [{ datasetId: IDS.projects }, { datasetId: '0123456789abcdef0123456789abcdef' }],
    });
    expect(dataset.statusCode).toBe(400);
    expect(dataset.json()).toEqual({
      error: {
        code: 'unknown-dataset',
        message: 'No dataset 0123456789abcdef0123456789abcdef',
        details: {
          field: 'body/uses/1/datasetId',
          datasetId: '0123456789abcdef0123456789abcdef',
        },
      },
    });
    const field = await call('PUT', '/terms/pid', {
      ...TERM,
      uses: [{ datasetId: IDS.counties, field: 'workType' }],
    });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({
      error: {
        code: 'unknown-field',
        details: { field: 'body/uses/0/field', datasetId: IDS.counties, name: 'workType' },
      },
    });
    for (const body of [
      { ...TERM, term: '' },
      { ...TERM, term: '  ' },
      { ...TERM, definition: 5 },
      { ...TERM, uses: 'all' },
      { ...TERM, uses: Array.from({ length: 51 }, () => ({ datasetId: IDS.projects })) },
      { ...TERM, id: 'chosen' },
    ]) {
      expect((await call('POST', '/terms', body)).statusCode).toBe(400);
    }
    expect(await audit()).toEqual(before);
  });

  it('pages the audit, newest first', async () => {
    const response = await call('GET', '/datasets/audit?limit=2');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<GlossaryAudit>();
    expect(items).toHaveLength(2);
    expect(items[0]!.at >= items[1]!.at).toBe(true);
    expect((await call('GET', '/datasets/audit?limit=0')).statusCode).toBe(400);
  });
});
