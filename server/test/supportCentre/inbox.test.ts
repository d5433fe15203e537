import type {
  ContactReceipt,
  SupportNote,
  SupportRequestDetails,
  SupportRequestList,
} from '../../../contracts/support';
import type { TestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { actionLog, contactFields, createSupportApp, postContact } from './supportHelper';

let portal: TestPortal;
const targets = appTargetsOf(
  (options = {}) =>
    createSupportApp({
      env: { PORTAL_URL: portal.url, SUPPORT_REQUEST_LIMIT: '0', ...options.env },
    }),
  'tims_support',
);

/** The support inbox: administrators only; on SQLite and, with TEST_DATABASE_URL, PostgreSQL. */
describe.each(targets)('the support inbox on $name', (target) => {
  let server: TestApp;
  let admin: Record<string, string>;
  let withLog: string;
  let plain: string;
  const log = JSON.stringify(actionLog());
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await target.open();
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    const first = await server.app.inject(
      postContact(contactFields({ name: 'Bea Núñez', subject: 'Map will not print' }), {
        content: log,
      }),
    );
    withLog = first.json<ContactReceipt>().reference;
    // Newest first is by the time of creation: two requests in one millisecond would tie.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.app.inject(
      postContact(contactFields({ category: 'question', subject: 'Where are the PDFs?' })),
    );
    plain = second.json<ContactReceipt>().reference;
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = admin) =>
    server.app.inject({
      method,
      url: `/tims/api/admin/support${url}`,
      headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  it('lists requests newest first with the count in each status, by status and by words', async () => {
    const all = (await call('GET', '/requests')).json<SupportRequestList>();
    expect(all).toMatchObject({ total: 2, offset: 0, limit: 25 });
    expect(all.counts).toEqual({ new: 2, 'in-progress': 0, answered: 0, closed: 0 });
    expect(all.items.map((item) => item.reference)).toEqual([plain, withLog]);
    expect(all.items[1]).toEqual({
      reference: withLog,
      name: 'Bea Núñez',
      email: 'ana.ruiz@example.com',
      category: 'data',
      subject: 'Map will not print',
      status: 'new',
      hasActionLog: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const byWords = (q: string) =>
      call('GET', `/requests?q=${encodeURIComponent(q)}`).then((response) =>
        response.json<SupportRequestList>().items.map((item) => item.reference),
      );
    expect(await byWords('nunez PRINT')).toEqual([withLog]);
    expect(await byWords(plain.toLowerCase())).toEqual([plain]);
    expect(await byWords('spring pdfs')).toEqual([plain]);
    expect(await byWords('100%')).toEqual([]);
    const page = (await call('GET', '/requests?limit=1&offset=1')).json<SupportRequestList>();
    expect(page).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(page.items.map((item) => item.reference)).toEqual([withLog]);
  });

  it('opens a request with its log, and hands the log out as a file', async () => {
    const response = await call('GET', `/requests/${withLog}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SupportRequestDetails>()).toMatchObject({
      reference: withLog,
      message: 'The project page says Construction,\nbut the work ended last spring.',
      language: 'en',
      page: '/projects/112233',
      username: null,
      notes: [],
      replies: [],
      actionLog: {
        bytes: Buffer.byteLength(log),
        actions: 3,
        recordedFrom: '2026-01-14T10:00:00.000Z',
        recordedTo: '2026-01-14T10:00:03.000Z',
        appVersion: '0.1.0',
        url: `/tims/api/admin/support/requests/${withLog}/action-log`,
      },
    });
    const file = await call('GET', `/requests/${withLog}/action-log`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${withLog}.json"`);
    expect(file.body).toBe(log);

    const none = await call('GET', `/requests/${plain}/action-log`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: { code: 'no-action-log' } });
    const unknown = await call('GET', '/requests/TIMS-00000000');
    expect(unknown.json()).toEqual({
      error: { code: 'request-not-found', message: 'There is no support request TIMS-00000000.' },
    });
  });

  it('changes the status and keeps internal notes by their author', async () => {
    const moved = await call('PUT', `/requests/${plain}/status`, { status: 'in-progress' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<SupportRequestDetails>().status).toBe('in-progress');
    const note = await call('POST', `/requests/${plain}/notes`, {
      body: 'Asked the district.\n\tWaiting.',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json<SupportNote>()).toEqual({
      id: expect.any(Number),
      author: 'ada',
      body: 'Asked the district.\n\tWaiting.',
      createdAt: expect.any(String),
    });
    const details = (await call('GET', `/requests/${plain}`)).json<SupportRequestDetails>();
    expect(details.notes).toEqual([note.json()]);
    const counts = (await call('GET', '/requests?status=in-progress')).json<SupportRequestList>();
    expect(counts).toMatchObject({ total: 1, counts: { new: 1, 'in-progress': 1 } });
    expect(
      (await call('PUT', '/requests/TIMS-00000000/status', { status: 'closed' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/requests/TIMS-00000000/notes', { body: 'x' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['GET', '/requests?status=open', 'querystring/status', undefined],
    ['GET', '/requests?q=a%00b', 'querystring/q', undefined],
    ['GET', '/requests?limit=101', 'querystring/limit', undefined],
    ['GET', '/requests/TIMS-0000000I', 'params/reference', undefined],
    ['GET', '/requests/tims-00000000/action-log', 'params/reference', undefined],
    ['PUT', '/requests/TIMS-00000000/status', 'body/status', { status: 'done' }],
    ['PUT', '/requests/TIMS-00000000/status', 'body/by', { status: 'new', by: 'x' }],
    ['POST', '/requests/TIMS-00000000/notes', 'body/body', { body: '' }],
    ['POST', '/requests/TIMS-00000000/notes', 'body/body', { body: 'a\u0000b' }],
    ['POST', '/requests/TIMS-00000000/replies', 'body/body', { body: 'x'.repeat(10_001) }],
    ['POST', '/requests/TIMS-00000000/replies', 'body/close', { body: 'Hi', close: 'yes' }],
    ['GET', '/mail?verbose=1', 'querystring/verbose', undefined],
  ] as const)('refuses %s %s with 400 naming %s', async (method, url, field, payload) => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(400);
    // A NUL byte is refused at the edge (invalid-text), the rest by the route's schema.
    const code = /%00|\\u0000/.test(url + JSON.stringify(payload)) ? 'invalid-text' : 'bad-request';
    expect(response.json()).toMatchObject({ error: { code, details: { field } } });
  });

  it('lets no one else in: 401 without a token, 403 for a user who is not an administrator', async () => {
    const staff = { authorization: `Bearer ${portal.signIn('sam')}` };
    for (const [method, url, payload] of [
      ['GET', '/requests', undefined],
      ['GET', `/requests/${withLog}`, undefined],
      ['GET', `/requests/${withLog}/action-log`, undefined],
      ['PUT', `/requests/${withLog}/status`, { status: 'closed' }],
      ['POST', `/requests/${withLog}/notes`, { body: 'x' }],
      ['POST', `/requests/${withLog}/replies`, { body: 'x' }],
      ['GET', '/mail', undefined],
    ] as const) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, staff)).statusCode).toBe(403);
    }
    const details = (await call('GET', `/requests/${withLog}`)).json<SupportRequestDetails>();
    expect(details).toMatchObject({ status: 'new', notes: [], replies: [] });
  });
});
