import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { DatasetMetadataInput } from '../../../contracts/datasets';
import type { TestApp } from '../helper';
import { createGlossaryApp, IDS, signedIn } from '../datasets/datasetsHelper';

const SCHEMAS = join(__dirname, '../fixtures/dcat-us-1.1');
const schema = (name: string) =>
  JSON.parse(readFileSync(join(SCHEMAS, `${name}.json`), 'utf8')) as Record<string, unknown>;

/** The official DCAT-US 1.1 schema (draft-04), its parts found by their ids. */
function dcatValidator() {
  // The schema's patterns escape characters (`\_`, `\~`) as ECMA-262 allows without the `u` flag.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  for (const name of ['dataset', 'distribution', 'organization', 'vcard']) {
    ajv.addSchema(schema(name));
  }
  return ajv.compile(schema('catalog'));
}

interface DcatDataset {
  identifier: string;
  title: string;
  accessLevel: string;
  modified: string;
  keyword: string[];
  contactPoint: { fn: string; hasEmail: string };
  accrualPeriodicity?: string;
  license?: string;
  spatial?: string;
  landingPage: string;
  distribution: { format: string; mediaType?: string; downloadURL?: string; accessURL?: string }[];
}

/** `GET /datasets/dcat.json`: the open-data feed of the public datasets, valid DCAT-US 1.1. */
describe('the DCAT-US catalogue', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createGlossaryApp();
  }, 60_000);
  afterAll(() => server.close());

  const catalogue = async () => {
    const response = await server.app.inject('/tims/api/datasets/dcat.json');
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('validates against the DCAT-US 1.1 JSON schema', async () => {
    const validate = dcatValidator();
    const body = (await catalogue()).json<Record<string, unknown>>();
    const valid = validate(body);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The validator is not a formality: a dataset without its contact's e-mail fails.
    const [first] = body.dataset as Record<string, unknown>[];
    const broken = { ...body, dataset: [{ ...first, contactPoint: { fn: 'Someone' } }] };
    expect(validate(broken)).toBe(false);
    expect(body).toMatchObject({
      '@type': 'dcat:Catalog',
      conformsTo: 'https://project-open-data.cio.gov/v1.1/schema',
      '@id': `${server.config.publicUrl}/tims/api/datasets/dcat.json`,
    });
  });

  it('lists the public datasets only, each with its page, downloads and FeatureServer', async () => {
    const response = await catalogue();
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const datasets = response.json<{ dataset: DcatDataset[] }>().dataset;
    const landing = (id: string) => `${server.config.publicUrl}/tims/data/dataset/${id}`;
    expect(datasets.map((dataset) => dataset.landingPage).sort()).toEqual(
      [IDS.projects, IDS.projectLines, IDS.counties, IDS.districts, IDS.states].map(landing).sort(),
    );
    const projects = datasets.find((dataset) => dataset.landingPage === landing(IDS.projects))!;
    expect(projects).toMatchObject({
      identifier: landing(IDS.projects),
      title: 'Projects',
      accessLevel: 'public',
      accrualPeriodicity: 'R/P1D',
      license: 'https://creativecommons.org/publicdomain/zero/1.0/',
      contactPoint: {
        fn: 'Office of Program Management',
        hasEmail: 'mailto:webmaster@transportation.gov',
      },
    });
    expect(projects.spatial!.split(',')).toHaveLength(4);
    expect(projects.distribution.map((entry) => [entry.format, entry.mediaType])).toEqual([
      ['CSV', 'text/csv'],
      ['XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['GeoJSON', 'application/geo+json'],
      ['API', undefined],
    ]);
    expect(projects.distribution[0]!.downloadURL).toBe(
      `${server.config.publicUrl}/tims/api/datasets/${IDS.projects}/download?format=csv`,
    );
    expect(projects.distribution[3]!.accessURL).toBe(
      `${server.config.publicUrl}/tims/api/rest/services/Projects/FeatureServer/0`,
    );
    const districts = datasets.find((dataset) => dataset.landingPage === landing(IDS.districts))!;
    expect(districts.accrualPeriodicity).toBe('irregular');
    const states = datasets.find((dataset) => dataset.landingPage === landing(IDS.states))!;
    expect(states.accrualPeriodicity).toBeUndefined();
    expect(states.license).toBe('https://creativecommons.org/publicdomain/mark/1.0/');
  });

  it('follows the administrators’ text: contact, licence, frequency', async () => {
    const admin = await signedIn(server, 'tims.admin');
    const text: DatasetMetadataInput = {
      description: 'County boundaries.',
      category: 'Boundaries',
      steward: 'GIS Section',
      contactName: '',
      contactEmail: 'gis@dot.example.gov',
      updateFrequency: 'annually',
      licence: 'https://example.gov/licence',
    };
    const put = await server.app.inject({
      method: 'PUT',
      url: `/tims/api/admin/datasets/${IDS.counties}`,
      headers: admin,
      payload: text,
    });
    expect(put.statusCode).toBe(200);
    const body = (await catalogue()).json<{ dataset: DcatDataset[] }>();
    const counties = body.dataset.find((dataset) => dataset.landingPage.endsWith(IDS.counties))!;
    expect(counties).toMatchObject({
      contactPoint: { fn: 'GIS Section', hasEmail: 'mailto:gis@dot.example.gov' },
      accrualPeriodicity: 'R/P1Y',
      license: 'https://example.gov/licence',
    });
    const validate = dcatValidator();
    expect(validate(body)).toBe(true);
  });
});
