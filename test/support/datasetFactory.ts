import type { DatasetDetails, DatasetField, DatasetSummary, Term } from '../../contracts/datasets';

const API = 'http://localhost/tims/api';
const SERVICES = `${API}/rest/services`;

export const PROJECTS_ITEM = 'bb164d816c8419738c4bcaff24cf4cce';
export const BRIDGES_ITEM = 'aa5e3cf02b1d2aa07e7c5b989a0b5401';
export const COUNTIES_ITEM = 'e5c8c6d2a38131e9821162c38df6f434';
export const DISTRICTS_ITEM = '449ad8a868f83425fb6108c3d4fbcccc';
/** Rows the test Projects layer holds (the preview pages through them). */
export const PROJECT_ROWS = 60;

/** A field of a dataset; tests override what they care about. */
export function makeField(overrides: Partial<DatasetField> & { name: string }): DatasetField {
  return {
    alias: overrides.name,
    type: 'string',
    definition: `What ${overrides.name} holds.`,
    units: null,
    values: null,
    samples: [],
    ...overrides,
  };
}

const PROJECT_FIELDS: DatasetField[] = [
  makeField({ name: 'OBJECTID', alias: 'Object ID', type: 'oid', definition: 'Row number.' }),
  makeField({
    name: 'pid',
    alias: 'PID',
    length: 6,
    definition: 'The project identification number: six digits, unique and permanent.',
    samples: ['100001', '100002', '100003'],
  }),
  makeField({ name: 'name', alias: 'Name', length: 40, samples: ['DEL-23-10.52'] }),
  makeField({
    name: 'workType',
    alias: 'Work type',
    length: 60,
    definition: 'The kind of work: resurfacing, bridge replacement, safety…',
    values: [
      { value: 'Resurfacing', count: 25 },
      { value: 'Bridge replacement', count: 12 },
      { value: 'Safety', count: 8 },
      { value: 'Widening', count: 6 },
      { value: 'Signals', count: 4 },
      { value: 'Interchange', count: 3 },
      { value: 'Sidewalks', count: 1 },
      { value: null, count: 1 },
    ],
  }),
  makeField({
    name: 'estimatedCost',
    alias: 'Estimated cost (USD)',
    type: 'double',
    units: 'USD',
    definition: 'The estimated cost of construction.',
    samples: [1250000, 480000.5],
  }),
  makeField({ name: 'saleDate', alias: 'Sale date', type: 'date', samples: [] }),
];

/** The Projects dataset as the server details it; tests override what they care about. */
export function makeDataset(overrides: Partial<DatasetDetails> = {}): DatasetDetails {
  const fields = overrides.fields ?? PROJECT_FIELDS;
  return {
    id: PROJECTS_ITEM,
    itemId: PROJECTS_ITEM,
    layerId: 0,
    title: 'Projects',
    category: 'Projects',
    description: 'Road projects of the department: PID, county-route-section, work, phase.',
    steward: 'Office of Program Management',
    updateFrequency: 'daily',
    lastUpdated: '2026-11-20T08:30:00.000Z',
    recordCount: PROJECT_ROWS,
    access: 'public',
    source: 'tims',
    serviceUrl: `${SERVICES}/Projects/FeatureServer/0`,
    geometryType: 'esriGeometryPoint',
    fieldNames: fields.map((field) => field.name),
    contact: { name: 'Program Management', email: 'projects@dot.example.gov' },
    licence: 'Public domain',
    tags: ['projects', 'STIP'],
    extent: [-84.5, 38.6, -80.7, 41.9],
    fields,
    downloads: (['csv', 'xlsx', 'geojson'] as const).map((format) => ({
      format,
      url: `${API}/datasets/${overrides.id ?? PROJECTS_ITEM}/download?format=${format}`,
    })),
    portalItemUrl: `https://localhost/portal/home/item.html?id=${overrides.itemId ?? PROJECTS_ITEM}`,
    ...overrides,
  };
}

/** The glossary's datasets: TIMS's layers, one of them for staff only. */
export function sampleDatasets(): DatasetDetails[] {
  return [
    makeDataset(),
    makeDataset({
      id: `${PROJECTS_ITEM}_1`,
      layerId: 1,
      title: 'Project lines',
      description: 'Projects that follow a road, drawn as lines.',
      recordCount: 1250,
      lastUpdated: '2026-11-19T08:30:00.000Z',
      geometryType: 'esriGeometryPolyline',
      serviceUrl: `${SERVICES}/Projects/FeatureServer/1`,
    }),
    makeDataset({
      id: COUNTIES_ITEM,
      itemId: COUNTIES_ITEM,
      title: 'Counties',
      category: 'Boundaries',
      description: 'The 88 counties of the state.',
      steward: 'Office of Technical Services',
      updateFrequency: 'annually',
      recordCount: 88,
      lastUpdated: '2026-01-05T00:00:00.000Z',
      geometryType: 'esriGeometryPolygon',
      serviceUrl: `${SERVICES}/Counties/FeatureServer/0`,
      fields: [
        makeField({ name: 'OBJECTID', type: 'oid' }),
        makeField({ name: 'fips', alias: 'FIPS code', samples: ['39041'] }),
        makeField({ name: 'name', alias: 'County', samples: ['Delaware'] }),
      ],
    }),
    makeDataset({
      id: BRIDGES_ITEM,
      itemId: BRIDGES_ITEM,
      title: 'Bridges',
      category: 'Structures',
      access: 'staff',
      description: 'Bridges with their condition ratings.',
      steward: 'Office of Structural Engineering',
      updateFrequency: 'monthly',
      recordCount: 4321,
      lastUpdated: null,
      serviceUrl: `${SERVICES}/Bridges/FeatureServer/0`,
      fields: [
        makeField({ name: 'OBJECTID', type: 'oid' }),
        makeField({ name: 'sfn', alias: 'Structure file number', samples: ['2100123'] }),
      ],
    }),
  ];
}

export function summaryOf(dataset: DatasetDetails): DatasetSummary {
  const {
    contact: _contact,
    licence: _licence,
    tags: _tags,
    extent: _extent,
    fields: _fields,
    downloads: _downloads,
    portalItemUrl: _portalItemUrl,
    ...summary
  } = dataset;
  return summary;
}

/** A term of the DOT glossary; tests override what they care about. */
export function makeTerm(overrides: Partial<Term> = {}): Term {
  return {
    id: 'pid',
    term: 'Project identification number',
    abbreviation: 'PID',
    definition: 'The six-digit number that names a project for its whole life.',
    uses: [
      { datasetId: PROJECTS_ITEM, datasetTitle: 'Projects' },
      { datasetId: PROJECTS_ITEM, field: 'pid', datasetTitle: 'Projects' },
    ],
    ...overrides,
  };
}

export function sampleTerms(): Term[] {
  return [
    makeTerm(),
    makeTerm({
      id: 'slm',
      term: 'Straight-line mileage',
      abbreviation: 'SLM',
      definition: 'The distance along a route from the county line, in miles.',
      uses: [],
    }),
    makeTerm({
      id: 'work-type',
      term: 'Work type',
      abbreviation: null,
      definition: 'The kind of work a project does.',
      uses: [{ datasetId: PROJECTS_ITEM, field: 'workType', datasetTitle: 'Projects' }],
    }),
  ];
}

/** The rows of the test Projects layer, as its FeatureServer holds them. */
export function projectRows(count = PROJECT_ROWS): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    OBJECTID: 100001 + index,
    pid: String(100001 + index),
    name: `DEL-23-${index}.00`,
    workType: 'Resurfacing',
    estimatedCost: 1_000_000 + index * 1000,
    saleDate: Date.UTC(2027, 2, 1 + (index % 28)),
  }));
}

/** A small OpenAPI document: two tags, a few operations with parameters, a body and answers. */
export function sampleOpenApi() {
  return {
    openapi: '3.0.3',
    info: { title: 'TIMS API', version: '0.1.0' },
    tags: [
      { name: 'datasets', description: 'The data glossary.' },
      { name: 'projects', description: 'Project search.' },
    ],
    components: {
      schemas: {
        ErrorBody: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', description: 'Stable machine-readable code' },
                message: { type: 'string' },
              },
            },
          },
        },
      },
    },
    paths: {
      '/tims/api/datasets': {
        get: {
          tags: ['datasets'],
          summary: 'The data glossary: datasets matching words, sorted, paged',
          parameters: [
            {
              name: 'q',
              in: 'query',
              required: false,
              schema: { type: 'string', maxLength: 200 },
              description: 'Words in names, descriptions or field names',
            },
            {
              name: 'sort',
              in: 'query',
              schema: {
                anyOf: [
                  { type: 'string', enum: ['title'] },
                  { type: 'string', enum: ['lastUpdated'] },
                ],
              },
            },
          ],
          responses: {
            200: {
              description: 'Default Response',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['items', 'total'],
                    properties: {
                      items: {
                        type: 'array',
                        items: {
                          type: 'object',
                          required: ['id'],
                          properties: {
                            id: { type: 'string', description: 'Portal item id' },
                            recordCount: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
                          },
                        },
                      },
                      total: { type: 'integer' },
                    },
                  },
                },
              },
            },
            400: {
              description: 'Bad request',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
              },
            },
          },
        },
      },
      '/tims/api/admin/terms': {
        post: {
          tags: ['datasets'],
          summary: 'Add a term to the glossary',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['term', 'definition'],
                  properties: {
                    term: { type: 'string', minLength: 1 },
                    definition: { type: 'string' },
                  },
                },
              },
            },
          },
          responses: { 201: { description: 'The term' } },
        },
      },
      '/tims/api/projects/{pid}': {
        get: {
          tags: ['projects'],
          summary: 'One project, whole',
          parameters: [{ name: 'pid', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'The project' }, 404: { description: 'Not found' } },
        },
      },
    },
  };
}
