import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { ACTION_LOG_MAX_BYTES } from '../../../contracts/actionLogFormat';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import {
  actionLog,
  contactFields,
  FIXTURE_CONTENT,
  postContact,
} from '../supportCentre/supportHelper';

const LONG = 'x'.repeat(20_000);
const NUL = '%00';
/** Nesting no recursive reader survives: built as text, as no JSON.stringify could. */
const DEEP = '['.repeat(100_000) + ']'.repeat(100_000);

/**
 * Every Information & Support route as a hostile client tries it: inputs of the wrong type,
 * oversized, bearing NUL and control characters, paths that climb, forms that are broken. Each
 * answer must be a clear 4xx in the error envelope — never a 5xx — and no refused write may
 * leave a row or a file.
 */
describe('support routes under hostile input', () => {
  let portal: TestPortal;
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({
      env: {
        PORTAL_URL: portal.url,
        RATE_LIMIT_PER_MINUTE: '0',
        SUPPORT_REQUEST_LIMIT: '0',
        SUPPORT_CONTENT_DIR: FIXTURE_CONTENT,
      },
    });
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const requests = (): [string, InjectOptions][] => {
    const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({
      method: 'GET',
      url: `/tims/api${url}`,
      headers,
    });
    const json = (method: 'PUT' | 'POST', url: string, payload: unknown): InjectOptions => ({
      method,
      url: `/tims/api${url}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    const log = JSON.stringify(actionLog());
    const searches = [
      `q=${NUL}`,
      `q=a${NUL}b`,
      'q=%1B%5B31m',
      `q=${LONG}`,
      'q[]=a',
      'q=a&q=b',
      'q=%E0%A4%A',
      'q=map&limit=-1',
      'q=map&limit=1e9',
      'q=map&limit=abc',
      'q=__proto__',
      `q=${'a '.repeat(100)}`,
    ];
    // The reader's language (`?lang=`) on the index, an article and the search.
    const languages = [
      `lang=${NUL}`,
      `lang=es${NUL}`,
      `lang=${NUL}es`,
      `lang=${LONG}`,
      `lang=es${'-x'.repeat(5000)}`,
      'lang[]=es',
      'lang=es&lang=de',
      'lang=__proto__',
      'lang=constructor',
      'lang=%E0%A4%A',
      'lang=es%0A',
      'lang=%1B%5B31m',
      'lang=ES',
      'lang=es_ES',
      'lang=1',
      'lang=',
      'lang=..%2F..%2Fen',
    ];
    const slugs = [
      '..%2F..%2Fpackage.json',
      `getting-started${NUL}`,
      LONG.slice(0, 5000),
      '%2e%2e',
      'A',
    ];
    const media = [
      '..%2F..%2F..%2Fpackage.json',
      `measure-tool.png${NUL}`,
      '%2e%2e%2fen%2fmaking-a-map.md',
      'measure-tool.PNG',
      LONG.slice(0, 300),
    ];
    const references = [
      `TIMS-${NUL}`,
      'TIMS-AAAAAAAA%00',
      '..%2F..%2Fsupport',
      LONG.slice(0, 3000),
      'TIMS-aaaaaaaa',
    ];
    const form = (
      fields: Record<string, string> | [string, string][],
      file?: Parameters<typeof postContact>[1],
    ) => postContact(fields, file);
    return [
      ...searches.map((query): [string, InjectOptions] => [
        `search ?${query.slice(0, 30)}`,
        get(`/support/search?${query}`),
      ]),
      ...languages.flatMap((language): [string, InjectOptions][] => [
        [`index ?${language.slice(0, 30)}`, get(`/support/articles?${language}`)],
        [`article ?${language.slice(0, 30)}`, get(`/support/articles/making-a-map?${language}`)],
        [`search ?${language.slice(0, 30)}`, get(`/support/search?q=map&${language}`)],
      ]),
      ...slugs.flatMap((slug): [string, InjectOptions][] => [
        [`article ${slug.slice(0, 30)}`, get(`/support/articles/${slug}`)],
        [
          `feedback ${slug.slice(0, 30)}`,
          {
            ...json('POST', `/support/articles/${slug}/feedback`, { helpful: true }),
            headers: { 'content-type': 'application/json' },
          },
        ],
      ]),
      ...media.map((file): [string, InjectOptions] => [
        `media ${file.slice(0, 30)}`,
        get(`/support/media/${file}`),
      ]),
      [
        'feedback not JSON',
        {
          method: 'POST',
          url: '/tims/api/support/articles/making-a-map/feedback',
          headers: { 'content-type': 'application/json' },
          payload: '{"helpful":',
        },
      ],
      [
        'feedback proto',
        {
          method: 'POST',
          url: '/tims/api/support/articles/making-a-map/feedback',
          headers: { 'content-type': 'application/json' },
          payload: '{"helpful":true,"__proto__":{"x":1}}',
        },
      ],
      [
        'feedback huge',
        {
          method: 'POST',
          url: '/tims/api/support/articles/making-a-map/feedback',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ helpful: true, pad: 'x'.repeat(2_000_000) }),
        },
      ],
      ['contact NUL name', form(contactFields({ name: `Ana${'\u0000'}` }))],
      ['contact NUL message', form(contactFields({ message: 'a\u0000b' }))],
      ['contact escape subject', form(contactFields({ subject: '\u001b[31mred' }))],
      ['contact long fields', form(contactFields({ name: LONG, subject: LONG, message: LONG }))],
      ['contact field over the part limit', form(contactFields({ message: 'x'.repeat(40_000) }))],
      [
        'contact 30 fields',
        form(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']))),
      ],
      ['contact NUL field name', form([...Object.entries(contactFields()), ['a\u0000b', 'x']])],
      ['contact NUL in file name', form(contactFields(), { name: 'log\u0000.json', content: log })],
      ['contact two logs', form(contactFields(), [{ content: log }, { content: log }])],
      [
        'contact NUL in log',
        form(contactFields(), { content: `${log.slice(0, 20)}\u0000${log.slice(20)}` }),
      ],
      [
        'contact binary log',
        form(contactFields(), { content: Buffer.from([0xff, 0xfe, 0x00, 0x01]) }),
      ],
      [
        'contact deep log',
        form(contactFields(), {
          content: log.replace('"finalState":{', `"finalState":{"a":${DEEP},`),
        }),
      ],
      [
        'contact deep payload',
        form(contactFields(), {
          content: log.replace('\\"committedState\\":{', `\\"committedState\\":{\\"a\\":${DEEP},`),
        }),
      ],
      [
        'contact log too big',
        form(contactFields(), { content: Buffer.alloc(ACTION_LOG_MAX_BYTES + 10, 0x7b) }),
      ],
      [
        'contact no boundary',
        {
          method: 'POST',
          url: '/tims/api/support/requests',
          headers: { 'content-type': 'multipart/form-data' },
          payload: 'x',
        },
      ],
      [
        'contact cut short',
        {
          method: 'POST',
          url: '/tims/api/support/requests',
          headers: { 'content-type': 'multipart/form-data; boundary=zz' },
          payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
        },
      ],
      [
        'contact urlencoded',
        {
          method: 'POST',
          url: '/tims/api/support/requests',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'name=a',
        },
      ],
      ['contact no body', { method: 'POST', url: '/tims/api/support/requests' }],
      [
        'contact bad token',
        {
          ...form(contactFields({ email: 'bad' })),
          headers: { ...form(contactFields()).headers, authorization: `Bearer ${'\u0001'}` },
        },
      ],
      ...references.flatMap((reference): [string, InjectOptions][] => [
        [`admin GET ${reference.slice(0, 20)}`, get(`/admin/support/requests/${reference}`, admin)],
        [
          `admin log ${reference.slice(0, 20)}`,
          get(`/admin/support/requests/${reference}/action-log`, admin),
        ],
        [
          `admin note ${reference.slice(0, 20)}`,
          json('POST', `/admin/support/requests/${reference}/notes`, { body: 'x' }),
        ],
      ]),
      ...searches.map((query): [string, InjectOptions] => [
        `inbox ?${query.slice(0, 30)}`,
        get(`/admin/support/requests?${query.replace('limit', 'offset')}`, admin),
      ]),
      ['inbox status array', get('/admin/support/requests?status=new&status=closed', admin)],
      ['inbox offset huge', get('/admin/support/requests?offset=9.3e18', admin)],
      [
        'status wrong type',
        json('PUT', '/admin/support/requests/TIMS-AAAAAAAA/status', { status: 1 }),
      ],
      [
        'status proto',
        json(
          'PUT',
          '/admin/support/requests/TIMS-AAAAAAAA/status',
          '{"status":"new","__proto__":{"a":1}}',
        ),
      ],
      ['note NUL', json('POST', '/admin/support/requests/TIMS-AAAAAAAA/notes', { body: '\u0000' })],
      [
        'note huge',
        json('POST', '/admin/support/requests/TIMS-AAAAAAAA/notes', {
          body: 'x'.repeat(2_000_000),
        }),
      ],
      [
        'reply NUL',
        json('POST', '/admin/support/requests/TIMS-AAAAAAAA/replies', { body: 'a\u0000' }),
      ],
      [
        'reply array',
        json('POST', '/admin/support/requests/TIMS-AAAAAAAA/replies', { body: ['a'] }),
      ],
      [
        'reply unknown request',
        json('POST', '/admin/support/requests/TIMS-AAAAAAAA/replies', { body: 'Hello' }),
      ],
      ['mail ?x', get('/admin/support/mail?x=1', admin)],
      ['feedback ?x', get('/admin/support/feedback?x=1', admin)],
    ];
  };

  it('answers every hostile request with a 4xx or a success, never a 5xx; refused writes store nothing', async () => {
    const failures: string[] = [];
    let stored = 0;
    for (const [name, request] of requests()) {
      const response = await server.app.inject(request);
      if (response.statusCode >= 500)
        failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (response.statusCode === 201) stored += 1;
      // Every `lang` above is no interface language: refused, never read as English.
      if (/^(index|article|search) \?lang/.test(name) && response.statusCode !== 400)
        failures.push(`${name}: ${response.statusCode} instead of 400`);
      if (response.statusCode >= 400 && response.statusCode < 500) {
        const body = response.json<{ error?: { code?: string; message?: string } }>();
        if (!body.error?.code || !body.error.message)
          failures.push(`${name}: ${response.statusCode} without the error envelope`);
      }
    }
    expect(failures).toEqual([]);
    expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    // Only the form whose file name held a NUL is a good one: the name is never used.
    expect(stored).toBe(1);
    const rows = await server.app.db
      .selectFrom('support_requests')
      .select('action_log_file')
      .execute();
    expect(rows).toHaveLength(1);
    const logs = join(server.config.dataDir, 'support', 'logs');
    expect(readdirSync(logs).filter((name) => name !== '.tmp')).toEqual([rows[0]!.action_log_file]);
    expect(readdirSync(join(logs, '.tmp'))).toEqual([]);
    expect(
      await server.app.db.selectFrom('support_article_feedback').select('slug').execute(),
    ).toEqual([]);
  }, 120_000);
});
