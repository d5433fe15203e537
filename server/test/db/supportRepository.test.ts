import { migrateToLatest } from '../../db/migrate';
import { articleFeedbackRepository } from '../../repositories/support/articleFeedbackRepository';
import {
  supportRequestsRepository,
  type NewSupportRequest,
} from '../../repositories/support/supportRequestsRepository';
import { targets, type Target } from '../support/databaseTargets';

const at = (iso: string) => new Date(iso);

function newRequest(
  reference: string,
  overrides: Partial<NewSupportRequest> = {},
): NewSupportRequest {
  return {
    reference,
    fields: {
      name: 'Ana Ruiz',
      email: 'ana.ruiz@example.com',
      category: 'data',
      subject: 'Bridge 4521 shows the wrong phase',
      message: 'It says Construction.',
      language: 'en',
      page: '/projects/112233',
    },
    username: null,
    actionLog: null,
    now: at('2026-01-14T10:00:00.000Z'),
    ...overrides,
  };
}

/** Support requests and article feedback on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. */
describe.each(targets)('support on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  const requests = () => supportRequestsRepository(handle.db);
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.deleteFrom('support_requests').execute();
    await handle.db.deleteFrom('support_article_feedback').execute();
  });

  it('stores a request with its log and reads it back whole', async () => {
    await requests().create(
      newRequest('TIMS-AAAAAAAA', {
        username: 'sam',
        actionLog: {
          file: 'TIMS-AAAAAAAA.json',
          bytes: 2048,
          actions: 12,
          recordedFrom: '2026-01-14T09:00:00.000Z',
          recordedTo: '2026-01-14T09:30:00.000Z',
          appVersion: '0.1.0',
        },
      }),
    );
    expect(await requests().get('TIMS-AAAAAAAA')).toEqual({
      reference: 'TIMS-AAAAAAAA',
      name: 'Ana Ruiz',
      email: 'ana.ruiz@example.com',
      category: 'data',
      subject: 'Bridge 4521 shows the wrong phase',
      status: 'new',
      hasActionLog: true,
      createdAt: '2026-01-14T10:00:00.000Z',
      updatedAt: '2026-01-14T10:00:00.000Z',
      message: 'It says Construction.',
      language: 'en',
      page: '/projects/112233',
      username: 'sam',
      actionLog: {
        bytes: 2048,
        actions: 12,
        recordedFrom: '2026-01-14T09:00:00.000Z',
        recordedTo: '2026-01-14T09:30:00.000Z',
        appVersion: '0.1.0',
        url: '/tims/api/admin/support/requests/TIMS-AAAAAAAA/action-log',
      },
      notes: [],
      replies: [],
    });
    expect(await requests().actionLogFile('TIMS-AAAAAAAA')).toBe('TIMS-AAAAAAAA.json');
    expect(await requests().actionLogFiles()).toEqual(new Set(['TIMS-AAAAAAAA.json']));
    // Matched by message: better-sqlite3's error class may come from another jest realm.
    await expect(requests().create(newRequest('TIMS-AAAAAAAA'))).rejects.toMatchObject({
      message: expect.stringMatching(/unique|duplicate/i),
    });
    expect(await requests().get('TIMS-ZZZZZZZZ')).toBeUndefined();
  });

  it('lists newest first, by status and words (accents and case aside), with counts', async () => {
    await requests().create(newRequest('TIMS-00000001', { now: at('2026-01-10T00:00:00Z') }));
    await requests().create(
      newRequest('TIMS-00000002', {
        fields: { ...newRequest('x').fields, name: 'Bea Núñez', subject: '100% wrong_data' },
        now: at('2026-01-11T00:00:00Z'),
      }),
    );
    await requests().create(newRequest('TIMS-00000003', { now: at('2026-01-12T00:00:00Z') }));
    await requests().setStatus('TIMS-00000003', 'closed', at('2026-01-13T00:00:00Z'));

    const all = await requests().list({}, { offset: 0, limit: 10 });
    expect(all.items.map((item) => item.reference)).toEqual([
      'TIMS-00000003',
      'TIMS-00000002',
      'TIMS-00000001',
    ]);
    expect(all).toMatchObject({
      total: 3,
      counts: { new: 2, 'in-progress': 0, answered: 0, closed: 1 },
    });
    expect(all.items[0]).toMatchObject({ status: 'closed', updatedAt: '2026-01-13T00:00:00.000Z' });

    const words = async (q: string, status?: 'new') =>
      (await requests().list({ q, status }, { offset: 0, limit: 10 })).items.map(
        (i) => i.reference,
      );
    expect(await words('NUNEZ')).toEqual(['TIMS-00000002']);
    expect(await words('100%')).toEqual(['TIMS-00000002']);
    expect(await words('0%')).toEqual(['TIMS-00000002']);
    expect(await words('wrong_d')).toEqual(['TIMS-00000002']);
    expect(await words('wrong%d')).toEqual([]);
    expect(await words('bridge', 'new')).toEqual(['TIMS-00000001']);
    expect(await words('tims-00000001 ana')).toEqual(['TIMS-00000001']);
    const filtered = await requests().list({ q: 'ana', status: 'new' }, { offset: 1, limit: 1 });
    expect(filtered).toMatchObject({ total: 2, counts: { new: 2, closed: 1 } });
    expect(filtered.items).toHaveLength(1);
  });

  it('adds notes and replies with the status in one go, and nothing to a request that is not there', async () => {
    await requests().create(newRequest('TIMS-BBBBBBBB'));
    const note = await requests().addNote(
      'TIMS-BBBBBBBB',
      'ada',
      'Checked.',
      at('2026-01-15T00:00:00Z'),
    );
    expect(note).toEqual({
      id: expect.any(Number),
      author: 'ada',
      body: 'Checked.',
      createdAt: '2026-01-15T00:00:00.000Z',
    });
    const reply = await requests().addReply(
      'TIMS-BBBBBBBB',
      {
        author: 'ada',
        body: 'Fixed.',
        transport: 'outbox',
        messageId: '<a@b>',
        outboxFile: 'x.eml',
      },
      'answered',
      at('2026-01-16T00:00:00Z'),
    );
    expect(reply).toEqual({
      id: expect.any(Number),
      author: 'ada',
      body: 'Fixed.',
      sentAt: '2026-01-16T00:00:00.000Z',
      transport: 'outbox',
      messageId: '<a@b>',
      outboxFile: 'x.eml',
    });
    const details = await requests().get('TIMS-BBBBBBBB');
    expect(details).toMatchObject({
      status: 'answered',
      updatedAt: '2026-01-16T00:00:00.000Z',
      notes: [note],
      replies: [reply],
    });
    expect(await requests().replyMessageIds('TIMS-BBBBBBBB')).toEqual(['<a@b>']);

    expect(await requests().addNote('TIMS-CCCCCCCC', 'ada', 'x', new Date())).toBeUndefined();
    const none = {
      author: 'ada',
      body: 'x',
      transport: 'smtp' as const,
      messageId: '<c@d>',
      outboxFile: null,
    };
    expect(await requests().addReply('TIMS-CCCCCCCC', none, 'closed', new Date())).toBeUndefined();
    expect(await requests().setStatus('TIMS-CCCCCCCC', 'closed', new Date())).toBe(false);
    expect(await handle.db.selectFrom('support_replies').select('id').execute()).toHaveLength(1);
  });

  it('counts "Was this helpful?" per article and day, and sums them per article', async () => {
    const feedback = articleFeedbackRepository(handle.db);
    await feedback.record('making-a-map', true, at('2026-01-14T23:59:00Z'));
    await feedback.record('making-a-map', true, at('2026-01-14T08:00:00Z'));
    await feedback.record('making-a-map', false, at('2026-01-15T00:01:00Z'));
    await feedback.record('signing-in', false, at('2026-01-15T00:01:00Z'));
    expect(
      await handle.db
        .selectFrom('support_article_feedback')
        .selectAll()
        .orderBy('slug')
        .orderBy('day')
        .execute(),
    ).toEqual([
      { slug: 'making-a-map', day: '2026-01-14', helpful: 2, not_helpful: 0 },
      { slug: 'making-a-map', day: '2026-01-15', helpful: 0, not_helpful: 1 },
      { slug: 'signing-in', day: '2026-01-15', helpful: 0, not_helpful: 1 },
    ]);
    expect(await feedback.counts()).toEqual(
      new Map([
        ['making-a-map', { helpful: 2, notHelpful: 1 }],
        ['signing-in', { helpful: 0, notHelpful: 1 }],
      ]),
    );
  });
});
