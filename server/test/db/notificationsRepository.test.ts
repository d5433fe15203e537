import { sql } from 'kysely';
import { migrateToLatest } from '../../db/migrate';
import { notificationsRepository, type NotificationWrite } from '../../repositories/notifications';
import { targets, type Target } from '../support/databaseTargets';

function write(overrides: Partial<NotificationWrite> = {}): NotificationWrite {
  return {
    isGlobal: true,
    pages: [],
    severity: 'warning',
    title: 'Lane closures on I-71',
    content: { ops: [{ insert: 'Expect delays near exit 110.\n' }] },
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

/** The notifications repository on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. */
describe.each(targets)('notifications on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  const repository = () => notificationsRepository(handle.db);
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.deleteFrom('notifications').execute();
    await handle.db.deleteFrom('notification_audit').execute();
  });

  const auditRows = () =>
    handle.db.selectFrom('notification_audit').selectAll().orderBy('id').execute();

  it('stores a notification whole and reads it back the same', async () => {
    const input = write({
      isGlobal: false,
      pages: ['Projects', 'Map viewer'],
      severity: 'error',
      title: null,
      content: {
        ops: [
          { insert: 'Closed', attributes: { bold: true, link: 'https://example.gov' } },
          { insert: { image: 'data:image/png;base64,iVBORw0KGgo=' } },
          { insert: '\n', attributes: { header: 2 } },
        ],
      },
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
    });

    const created = await repository().create(input, 'ada', NOW);

    expect(created).toEqual({
      id: expect.any(Number),
      isGlobal: false,
      pages: ['Projects', 'Map viewer'],
      severity: 'error',
      title: null,
      content: input.content,
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
      createdBy: 'ada',
      createdAt: NOW.toISOString(),
      updatedBy: 'ada',
      updatedAt: NOW.toISOString(),
    });
    expect(await repository().get(created.id)).toEqual(created);
  });

  it('keeps no pages for a global notification', async () => {
    const created = await repository().create(write({ pages: ['Home'] }), 'ada', NOW);

    expect(created.pages).toEqual([]);
  });

  it('numbers notifications itself and never gives a deleted one’s number again', async () => {
    const first = await repository().create(write(), 'ada', NOW);
    const second = await repository().create(write(), 'ada', NOW);
    await repository().delete(second.id, 'ada', NOW);
    const third = await repository().create(write(), 'ada', NOW);

    expect(second.id).toBeGreaterThan(first.id);
    expect(third.id).toBeGreaterThan(second.id);
  });

  describe('by status at an instant', () => {
    const seed = async () => {
      const make = (title: string, startsAt: string | null, endsAt: string | null, when = NOW) =>
        repository().create(write({ title, startsAt, endsAt }), 'ada', when);
      await make('open-ended, made yesterday', null, null, at('2026-06-14T09:00:00Z'));
      await make('started a week ago', '2026-06-08T00:00:00.000Z', null);
      await make('starts exactly now', NOW.toISOString(), '2026-06-16T00:00:00.000Z');
      await make('ends in a second', null, '2026-06-15T12:00:01.000Z');
      await make('ended exactly now', '2026-06-01T00:00:00.000Z', NOW.toISOString());
      await make('ended last month', null, '2026-05-01T00:00:00.000Z', at('2026-04-01T00:00:00Z'));
      await make('starts tomorrow', '2026-06-16T00:00:00.000Z', null);
      await make('starts in a second', '2026-06-15T12:00:01.000Z', '2026-06-20T00:00:00.000Z');
    };
    const titles = (items: { title: string | null }[]) => items.map((item) => item.title);

    it('lists the active ones newest first: by start, or creation when there is none', async () => {
      await seed();

      // The first two both start showing now: the later one made comes first.
      expect(titles(await repository().listActive(NOW, 100))).toEqual([
        'ends in a second',
        'starts exactly now',
        'open-ended, made yesterday',
        'started a week ago',
      ]);
    });

    it('splits every notification into active, scheduled and expired, each once', async () => {
      await seed();
      const list = async (status?: 'active' | 'scheduled' | 'expired') =>
        titles(await repository().list(status, NOW, 100));

      expect(await list('scheduled')).toEqual(['starts tomorrow', 'starts in a second']);
      expect(await list('expired')).toEqual(['ended exactly now', 'ended last month']);
      expect(await list('active')).toEqual(titles(await repository().listActive(NOW, 100)));
      expect((await list()).sort()).toEqual(
        [
          ...(await list('active')),
          ...(await list('scheduled')),
          ...(await list('expired')),
        ].sort(),
      );
    });

    it('moves a notification along as the clock passes its start and end', async () => {
      await seed();
      const later = at('2026-06-16T00:00:00.000Z');

      expect(titles(await repository().listActive(later, 100))).toContain('starts tomorrow');
      expect(titles(await repository().listActive(later, 100))).not.toContain('starts exactly now');
    });

    it('shows at most the limit, the newest ones', async () => {
      await seed();

      expect(titles(await repository().listActive(NOW, 2))).toEqual([
        'ends in a second',
        'starts exactly now',
      ]);
      expect(await repository().list(undefined, NOW, 3)).toHaveLength(3);
    });

    it('leaves out who wrote them from the public shape', async () => {
      await seed();
      const [first] = await repository().listActive(NOW, 1);

      expect(Object.keys(first!).sort()).toEqual(
        [
          'content',
          'endsAt',
          'id',
          'isGlobal',
          'pages',
          'severity',
          'startsAt',
          'title',
          'updatedAt',
        ].sort(),
      );
    });
  });

  describe('changes and their audit rows', () => {
    it('records who created, changed and deleted a notification, when, and what it was', async () => {
      const created = await repository().create(write(), 'ada', at('2026-06-15T08:00:00Z'));
      const updated = await repository().update(
        created.id,
        write({ severity: 'info', title: 'Lanes open again' }),
        'grace',
        at('2026-06-15T09:00:00Z'),
      );
      const deleted = await repository().delete(created.id, 'ada', at('2026-06-15T10:00:00Z'));

      expect(updated).toEqual({
        ...created,
        severity: 'info',
        title: 'Lanes open again',
        updatedBy: 'grace',
        updatedAt: '2026-06-15T09:00:00.000Z',
      });
      expect(deleted).toBe(true);
      expect(await repository().get(created.id)).toBeUndefined();
      expect(
        (await auditRows()).map((row) => ({ ...row, notification: JSON.parse(row.notification) })),
      ).toEqual([
        {
          id: expect.any(Number),
          notification_id: created.id,
          action: 'created',
          username: 'ada',
          at: '2026-06-15T08:00:00.000Z',
          notification: created,
        },
        {
          id: expect.any(Number),
          notification_id: created.id,
          action: 'updated',
          username: 'grace',
          at: '2026-06-15T09:00:00.000Z',
          notification: updated,
        },
        {
          id: expect.any(Number),
          notification_id: created.id,
          action: 'deleted',
          username: 'ada',
          at: '2026-06-15T10:00:00.000Z',
          notification: updated,
        },
      ]);
    });

    it('changes nothing and records nothing for an unknown id, however large', async () => {
      for (const id of [424242, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
        expect(await repository().get(id)).toBeUndefined();
        expect(await repository().update(id, write(), 'ada', NOW)).toBeUndefined();
        expect(await repository().delete(id, 'ada', NOW)).toBe(false);
      }
      expect(await auditRows()).toEqual([]);
    });

    it('deletes once when two deletions race, and records one deletion', async () => {
      const { id } = await repository().create(write(), 'ada', NOW);

      const results = await Promise.all([
        repository().delete(id, 'ada', NOW),
        repository().delete(id, 'grace', NOW),
      ]);

      expect(results.sort()).toEqual([false, true]);
      expect((await auditRows()).map((row) => row.action)).toEqual(['created', 'deleted']);
    });

    // Last: it drops the audit table to make the audit write fail. The failures are matched by
    // message: better-sqlite3's error class comes from the first test file a jest worker loaded,
    // so `toThrow()` (which checks `instanceof Error` in this file's realm) would be flaky.
    it('writes a change and its audit row together or not at all', async () => {
      const kept = await repository().create(write({ title: 'kept' }), 'ada', NOW);
      await sql`drop table notification_audit`.execute(handle.db);
      const failure = { message: expect.stringContaining('notification_audit') };

      await expect(repository().create(write(), 'ada', NOW)).rejects.toMatchObject(failure);
      await expect(
        repository().update(kept.id, write({ title: 'changed' }), 'ada', NOW),
      ).rejects.toMatchObject(failure);
      await expect(repository().delete(kept.id, 'ada', NOW)).rejects.toMatchObject(failure);

      expect(await repository().list(undefined, NOW, 100)).toEqual([kept]);
    });
  });
});
