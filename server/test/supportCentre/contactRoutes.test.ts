import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseActionLog } from '../../../contracts/actionLogFile';
import { ACTION_LOG_MAX_BYTES } from '../../../contracts/actionLogFormat';
import type { ContactReceipt } from '../../../contracts/support';
import type { TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { actionLog, contactFields, createSupportApp, postContact } from './supportHelper';

/** `POST /support/requests`: the contact form, with and without an action log. */
describe('the contact form', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createSupportApp({
      env: { PORTAL_URL: portal.url, SUPPORT_REQUEST_LIMIT: '0' },
    });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });
  const logsDir = () => join(server.config.dataDir, 'support', 'logs');
  beforeEach(async () => {
    await server.app.db.deleteFrom('support_requests').execute();
    rmSync(logsDir(), { recursive: true, force: true });
  });

  const storedLogs = () =>
    existsSync(logsDir()) ? readdirSync(logsDir()).filter((name) => name !== '.tmp') : [];
  const tempFiles = () =>
    existsSync(join(logsDir(), '.tmp')) ? readdirSync(join(logsDir(), '.tmp')) : [];
  const rows = () => server.app.db.selectFrom('support_requests').selectAll().execute();

  it('stores a request without a log and answers its reference', async () => {
    const response = await server.app.inject(postContact(contactFields()));
    expect(response.statusCode).toBe(201);
    const receipt = response.json<ContactReceipt>();
    expect(receipt).toEqual({
      reference: expect.stringMatching(/^TIMS-[0-9A-HJKMNP-TV-Z]{8}$/),
      createdAt: expect.any(String),
      actionLogAttached: false,
    });
    expect(await rows()).toEqual([
      expect.objectContaining({
        reference: receipt.reference,
        name: 'Ana Ruiz',
        email: 'ana.ruiz@example.com',
        category: 'data',
        status: 'new',
        message: 'The project page says Construction,\nbut the work ended last spring.',
        language: 'en',
        page: '/projects/112233',
        username: null,
        action_log_file: null,
        created_at: receipt.createdAt,
      }),
    ]);
  });

  it('stores an attached log as its reference’s file, and what it holds', async () => {
    const log = JSON.stringify(actionLog());
    const response = await server.app.inject(
      postContact(contactFields({ language: undefined, page: undefined }), { content: log }),
    );
    expect(response.statusCode).toBe(201);
    const { reference, actionLogAttached } = response.json<ContactReceipt>();
    expect(actionLogAttached).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({
      action_log_file: `${reference}.json`,
      action_log_bytes: Buffer.byteLength(log),
      action_log_actions: 3,
      action_log_from: '2026-01-14T10:00:00.000Z',
      action_log_to: '2026-01-14T10:00:03.000Z',
      action_log_app_version: '0.1.0',
      language: null,
      page: null,
    });
    // Byte for byte as sent: nothing in it needed redacting.
    expect(readFileSync(join(logsDir(), `${reference}.json`), 'utf8')).toBe(log);
    expect(tempFiles()).toEqual([]);
  });

  it('redacts a log that still holds a secret before storing it', async () => {
    const log = actionLog([
      {
        action: { type: 'auth/signedIn', payload: { token: 'tok-123', username: 'ana' } },
        timestamp: Date.parse('2026-01-14T10:00:03.500Z'),
      },
      {
        action: { type: 'router/moved', payload: '/oauth-callback?code=abc987&state=x' },
        timestamp: Date.parse('2026-01-14T10:00:03.600Z'),
      },
    ]);
    const response = await server.app.inject(
      postContact(contactFields(), { content: JSON.stringify(log) }),
    );
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<ContactReceipt>();
    const stored = readFileSync(join(logsDir(), `${reference}.json`), 'utf8');
    expect(stored).not.toContain('tok-123');
    expect(stored).not.toContain('abc987');
    const parsed = parseActionLog(stored);
    expect(parsed.actions.map((lifted) => lifted.action)).toContainEqual({
      type: 'auth/signedIn',
      payload: { token: '[redacted]', username: 'ana' },
    });
    const [row] = await rows();
    expect(row?.action_log_bytes).toBe(Buffer.byteLength(stored));
    expect(row?.action_log_actions).toBe(5);
  });

  it('records the username of a signed-in visitor, and takes a bad token as anonymous', async () => {
    const token = portal.signIn('sam');
    const signedIn = await server.app.inject(
      postContact(contactFields(), undefined, { authorization: `Bearer ${token}` }),
    );
    expect(signedIn.statusCode).toBe(201);
    const expired = await server.app.inject(
      postContact(contactFields(), undefined, { authorization: 'Bearer not-a-token' }),
    );
    expect(expired.statusCode).toBe(201);
    const usernames = (await rows()).map((row) => [row.reference, row.username]);
    expect(usernames).toEqual(
      expect.arrayContaining([
        [signedIn.json<ContactReceipt>().reference, 'sam'],
        [expired.json<ContactReceipt>().reference, null],
      ]),
    );
  });

  it.each([
    ['an empty name', { name: '' }, 'body/name', 'body/name must not be empty'],
    ['a blank name', { name: '   ' }, 'body/name', 'body/name must not be blank'],
    [
      'a NUL in the name',
      { name: 'Ana\u0000' },
      'body/name',
      'body/name must be one line without control characters',
    ],
    ['a subject of two lines', { subject: 'Two\nlines' }, 'body/subject', 'must be one line'],
    [
      'an address that is none',
      { email: 'ana at example' },
      'body/email',
      'body/email must be an e-mail address',
    ],
    [
      'an address adding a header',
      { email: 'ana@example.com\r\nBcc: x@y.z' },
      'body/email',
      'must be an e-mail address',
    ],
    [
      'a category of none',
      { category: 'complaint' },
      'body/category',
      '"question", "problem", "data" or "other"',
    ],
    [
      'a message too long',
      { message: 'x'.repeat(5001) },
      'body/message',
      'at most 5000 characters',
    ],
    [
      'a bell in the message',
      { message: 'bell\u0007' },
      'body/message',
      'must not contain control characters',
    ],
    ['an empty language', { language: '' }, 'body/language', 'must be a language tag'],
    ['a page that is no path', { page: 'projects' }, 'body/page', 'must be an app path'],
    ['no name', { name: undefined }, 'body/name', 'body/name is required'],
  ])(
    'refuses %s with 400 naming the field, storing nothing',
    async (_case, change, field, message) => {
      const form = contactFields(change);
      const response = await server.app.inject(
        postContact(form, { content: JSON.stringify(actionLog()) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'bad-request',
          message: expect.stringContaining(message),
          // With the reason as data (server/test/routes/fieldRefusals.test.ts).
          details: expect.objectContaining({ field }),
        },
      });
      expect(await rows()).toEqual([]);
      expect(storedLogs()).toEqual([]);
      expect(tempFiles()).toEqual([]);
    },
  );

  it('refuses unknown and repeated fields, other files, and bodies that are not a form', async () => {
    const extra = await server.app.inject(postContact({ ...contactFields(), priority: 'high' }));
    expect(extra.json()).toMatchObject({
      error: { message: 'body/priority is not an allowed field' },
    });
    const proto = await server.app.inject(
      postContact([...Object.entries(contactFields()), ['__proto__', 'x']]),
    );
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({
      error: { code: 'bad-request', message: expect.stringContaining('prototype property') },
    });
    const twice = await server.app.inject(
      postContact([...Object.entries(contactFields()), ['subject', 'Another subject']]),
    );
    expect(twice.json()).toMatchObject({ error: { message: 'body/subject is sent twice.' } });
    const file = await server.app.inject(
      postContact(contactFields(), { field: 'screenshot', content: 'png' }),
    );
    expect(file.json()).toMatchObject({
      error: { code: 'bad-request', details: { field: 'body/screenshot' } },
    });
    const json = await server.app.inject({
      method: 'POST',
      url: '/tims/api/support/requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contactFields()),
    });
    expect(json.statusCode).toBe(415);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"payload":', 'The file is not valid JSON'],
    ['another JSON file', '{"type":"FeatureCollection"}', 'not a TIMS action log'],
    [
      'a log whose count is wrong',
      JSON.stringify({ ...actionLog(), tims: { ...actionLog().tims, actions: 7 } }),
      '"tims.actions" says 7 actions but the log holds 3',
    ],
    [
      'a log with a bad date',
      JSON.stringify({ ...actionLog(), tims: { ...actionLog().tims, recordedFrom: 'yesterday' } }),
      '/tims/recordedFrom',
    ],
    [
      'a log with an extra field',
      JSON.stringify({ ...actionLog(), comment: 'hi' }),
      'The action log/comment',
    ],
  ])(
    'refuses %s with 400 invalid-action-log and stores nothing',
    async (_case, content, message) => {
      const response = await server.app.inject(postContact(contactFields(), { content }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'invalid-action-log',
          message: expect.stringContaining(message),
          details: expect.objectContaining({ field: 'body/actionLog' }),
        },
      });
      expect(await rows()).toEqual([]);
      expect(storedLogs()).toEqual([]);
      expect(tempFiles()).toEqual([]);
    },
  );

  it('refuses a log over the size limit with 413, and takes an empty file input as no log', async () => {
    const big = Buffer.alloc(ACTION_LOG_MAX_BYTES + 1, 0x20);
    const response = await server.app.inject(postContact(contactFields(), { content: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { code: 'payload-too-large', details: { field: 'body/actionLog' } },
    });
    expect(await rows()).toEqual([]);
    expect(tempFiles()).toEqual([]);

    const empty = await server.app.inject(
      postContact(contactFields(), { name: '', content: '', type: 'application/octet-stream' }),
    );
    expect(empty.statusCode).toBe(201);
    expect(empty.json<ContactReceipt>().actionLogAttached).toBe(false);
  });
});

describe('the contact form’s limit per address', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSupportApp({ env: { SUPPORT_REQUEST_LIMIT: '2' } });
  });
  afterAll(() => server.close());

  it('takes the limit of stored requests in 10 minutes, refused forms not counting', async () => {
    const send = (fields = contactFields()) => server.app.inject(postContact(fields));
    expect((await send({ ...contactFields(), email: 'wrong' })).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(limited.json()).toEqual({
      error: {
        code: 'rate-limited',
        message: expect.stringContaining('at most 2 in 10 minutes'),
      },
    });
    const other = await server.app.inject({
      ...postContact(contactFields()),
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(201);
    expect(
      await server.app.db.selectFrom('support_requests').select('reference').execute(),
    ).toHaveLength(3);
  });
});
