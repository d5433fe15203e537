import { Value } from '@sinclair/typebox/value';
import { FieldRefusalSchema } from '../../../contracts/errors';
import type { FieldRefusal } from '../../../contracts/fieldRefusal';
import { TITLE_MAX } from '../../../contracts/standardMapFields';
import { CONTACT_LIMITS } from '../../../contracts/support';
import type { TestApp, TestAppOptions } from '../helper';
import { appTargetsOf } from '../support/appTargets';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { addTestEdition, makePdf, makePng, multipart } from '../standardMaps/standardMapsHelper';
import {
  actionLog,
  contactFields,
  createSupportApp,
  postContact,
} from '../supportCentre/supportHelper';

const FIELDS = {
  title: 'Columbus city map',
  category: 'City',
  district: '6',
  county: '39049',
  description: 'Streets and state routes of the capital',
  editionDate: '2026-11-01',
  published: 'true',
};

const METADATA = {
  title: 'Columbus city map',
  category: 'City',
  district: 6,
  county: '39049',
  description: 'Streets and state routes',
  published: true,
};

type Answer = { json: <T>() => T; statusCode: number };
/** The answer's error, whose details are what the OpenAPI document's FieldRefusal says. */
const errorOf = (response: Answer) => {
  const { error } = response.json<{
    error: { code: string; message: string; details?: FieldRefusal };
  }>();
  if (error.details !== undefined) {
    expect([...Value.Errors(FieldRefusalSchema, error.details)]).toEqual([]);
  }
  return error;
};

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

const createApp = (options: TestAppOptions = {}) =>
  createSupportApp({
    ...options,
    env: { PORTAL_URL: portal.url, SUPPORT_REQUEST_LIMIT: '0', ...options.env },
  });

/**
 * Refusals of the standard-map forms and the contact form say the field and why as data
 * (`details`, contracts/fieldRefusal.ts) beside the English message, for the app to translate.
 */
describe.each(appTargetsOf(createApp, 'tims_refusals'))('refused fields on %s', (target) => {
  let server: TestApp;
  let admin: Record<string, string>;
  let pdf: Buffer;
  beforeAll(async () => {
    server = await target.open();
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    pdf = await makePdf({ text: 'Columbus' });
    await addTestEdition(server.app, 'columbusmaps');
  });
  afterAll(() => server.close());

  const upload = (fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
    const body = multipart(fields, file);
    return server.app.inject({
      method: 'POST',
      url: '/tims/api/admin/standard-maps',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };
  const put = (payload: object) =>
    server.app.inject({
      method: 'PUT',
      url: '/tims/api/admin/standard-maps/columbusmaps',
      headers: admin,
      payload,
    });

  it('says what a file that is not a PDF is', async () => {
    const response = await upload(FIELDS, { name: 'photo.pdf', content: await makePng(40, 30) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'invalid-pdf',
      message: expect.stringContaining('The file is not a PDF: it is a PNG image'),
      details: { field: 'body/file', reason: 'not-a-pdf', detected: 'png' },
    });
  });

  it('says a truncated PDF is truncated', async () => {
    const response = await upload(FIELDS, {
      name: 'cut.pdf',
      content: pdf.subarray(0, Math.floor(pdf.length / 2)),
    });
    expect(errorOf(response)).toMatchObject({
      code: 'invalid-pdf',
      details: { field: 'body/file', reason: 'truncated' },
    });
  });

  it.each<[string, Record<string, string>, FieldRefusal]>([
    [
      'a title too long',
      { title: 'x'.repeat(TITLE_MAX + 1) },
      { field: 'body/title', reason: 'too-long', limit: TITLE_MAX },
    ],
    ['a blank title', { title: '   ' }, { field: 'body/title', reason: 'blank' }],
    ['a title of two lines', { title: 'a\nb' }, { field: 'body/title', reason: 'pattern' }],
    [
      'an unknown category',
      { category: 'Moon' },
      {
        field: 'body/category',
        reason: 'one-of',
        options: ['Statewide', 'District', 'County', 'City', 'Specialty', 'Historic'],
      },
    ],
    [
      'a district the state does not have',
      { district: '99' },
      { field: 'body/district', reason: 'out-of-range', min: 1, max: 12 },
    ],
    [
      'a county of another state',
      { county: '06037' },
      { field: 'body/county', reason: 'unknown-county' },
    ],
    [
      'an edition date past the date picker’s bounds',
      { editionDate: '2100-01-01' },
      { field: 'body/editionDate', reason: 'out-of-range', min: '1900-01-01', max: '2099-12-31' },
    ],
    [
      'a field the form does not have',
      { colour: 'red' },
      { field: 'body/colour', reason: 'not-allowed' },
    ],
  ])('says why an upload with %s is refused', async (_case, overrides, details) => {
    const response = await upload({ ...FIELDS, ...overrides }, { name: 'map.pdf', content: pdf });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'bad-request',
      message: expect.stringContaining(details.field),
      details,
    });
  });

  it('says an upload without a file needs one', async () => {
    const response = await upload(FIELDS);
    expect(errorOf(response)).toMatchObject({
      code: 'bad-request',
      message: 'body/file is required: attach the PDF.',
      details: { field: 'body/file', reason: 'required' },
    });
  });

  it.each<[string, object, FieldRefusal]>([
    [
      'a title too long',
      { title: 'x'.repeat(TITLE_MAX + 1) },
      { field: 'body/title', reason: 'too-long', limit: TITLE_MAX },
    ],
    ['an empty title', { title: '' }, { field: 'body/title', reason: 'required' }],
    ['a blank title', { title: '  ' }, { field: 'body/title', reason: 'blank' }],
    [
      'a district as text',
      { district: '6' },
      { field: 'body/district', reason: 'type', expected: 'integer' },
    ],
    [
      'a district past the schema’s bounds',
      { district: 100 },
      { field: 'body/district', reason: 'too-large', limit: 99 },
    ],
    [
      'a county of another state',
      { county: '06037' },
      { field: 'body/county', reason: 'unknown-county' },
    ],
    [
      'a county that is no FIPS code',
      { county: 'Franklin' },
      { field: 'body/county', reason: 'pattern' },
    ],
    ['no title', { title: undefined }, { field: 'body/title', reason: 'required' }],
    [
      'a published flag as text',
      { published: 'yes' },
      { field: 'body/published', reason: 'type', expected: 'boolean' },
    ],
  ])('says why metadata with %s are refused', async (_case, overrides, details) => {
    const response = await put(JSON.parse(JSON.stringify({ ...METADATA, ...overrides })) as object);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'bad-request',
      message: expect.stringContaining(details.field),
      details,
    });
  });

  it.each<[string, Record<string, string | undefined>, FieldRefusal]>([
    [
      'a name too long',
      { name: 'x'.repeat(CONTACT_LIMITS.name + 1) },
      { field: 'body/name', reason: 'too-long', limit: CONTACT_LIMITS.name },
    ],
    ['no e-mail address', { email: undefined }, { field: 'body/email', reason: 'required' }],
    [
      'an address that is none',
      { email: 'ana at example' },
      { field: 'body/email', reason: 'format', format: 'email' },
    ],
    ['a blank subject', { subject: '   ' }, { field: 'body/subject', reason: 'blank' }],
    ['a subject of two lines', { subject: 'a\nb' }, { field: 'body/subject', reason: 'pattern' }],
  ])('says why a support request with %s is refused', async (_case, overrides, details) => {
    const response = await server.app.inject(postContact(contactFields(overrides)));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'bad-request',
      message: expect.stringContaining(details.field),
      details,
    });
  });

  it('says why an attached action log is refused', async () => {
    const notALog = await server.app.inject(
      postContact(contactFields(), { content: JSON.stringify({ hello: 'world' }) }),
    );
    expect(errorOf(notALog)).toEqual({
      code: 'invalid-action-log',
      message: expect.stringContaining('not a TIMS action log'),
      details: { field: 'body/actionLog', reason: 'not-an-action-log' },
    });
    const notJson = await server.app.inject(postContact(contactFields(), { content: '{"pay' }));
    expect(errorOf(notJson).details).toEqual({ field: 'body/actionLog', reason: 'not-json' });
    const file = actionLog();
    const future = { ...file, tims: { ...file.tims, version: 99 } };
    const newer = await server.app.inject(
      postContact(contactFields(), { content: JSON.stringify(future) }),
    );
    expect(errorOf(newer).details).toEqual({
      field: 'body/actionLog',
      reason: 'unsupported-version',
    });
  });
});
