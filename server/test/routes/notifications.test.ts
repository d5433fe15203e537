import type { PublicNotification } from '../../../contracts/notifications';
import type { NotificationWrite } from '../../repositories/notifications';
import { createTestApp, type TestApp } from '../helper';

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

function write(overrides: Partial<NotificationWrite> = {}): NotificationWrite {
  return {
    isGlobal: true,
    pages: [],
    severity: 'info',
    title: null,
    content: { ops: [{ insert: 'The glossary has new bridge datasets.\n' }] },
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

/** GET /tims/api/notifications: what every visitor sees. */
describe('GET /tims/api/notifications', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.app.db.deleteFrom('notifications').execute();
  });

  const publish = (title: string, overrides: Partial<NotificationWrite> = {}, createdAgo = 0) =>
    server.app.repositories.notifications.create(
      write({ title, ...overrides }),
      'tims.admin',
      new Date(Date.now() - createdAgo),
    );
  const list = async () => {
    const response = await server.app.inject({ url: '/tims/api/notifications' });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: PublicNotification[] }>().items;
  };

  it('answers an empty list when there are none', async () => {
    const response = await server.app.inject({ url: '/tims/api/notifications' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ items: [] });
  });

  it('lists only those active now, newest first, to anyone', async () => {
    await publish('open-ended, from last week', {}, 7 * 24 * HOUR);
    await publish('started an hour ago', { startsAt: fromNow(-HOUR), endsAt: fromNow(HOUR) }, 0);
    await publish('made yesterday, no start', {}, 24 * HOUR);
    await publish('scheduled for tomorrow', { startsAt: fromNow(24 * HOUR) });
    await publish('expired an hour ago', { startsAt: fromNow(-2 * HOUR), endsAt: fromNow(-HOUR) });
    await publish('expired, no start', { endsAt: fromNow(-HOUR) }, 48 * HOUR);

    expect((await list()).map((item) => item.title)).toEqual([
      'started an hour ago',
      'made yesterday, no start',
      'open-ended, from last week',
    ]);
  });

  it('gives each one in the public shape: no author, no creation time', async () => {
    const content = {
      ops: [
        { insert: 'Road closed', attributes: { bold: true, link: 'https://example.gov/closure' } },
        { insert: '\n', attributes: { header: 2 } },
      ],
    };
    const created = await publish('Closure', {
      isGlobal: false,
      pages: ['Projects', 'Project Details'],
      severity: 'error',
      content,
      endsAt: fromNow(HOUR),
    });

    const [item] = await list();

    expect(item).toEqual({
      id: created.id,
      isGlobal: false,
      pages: ['Projects', 'Project Details'],
      severity: 'error',
      title: 'Closure',
      content,
      startsAt: null,
      endsAt: created.endsAt,
      updatedAt: created.updatedAt,
    });
    expect(JSON.stringify(item)).not.toContain('tims.admin');
  });

  it('stops listing one as soon as it is deleted', async () => {
    const created = await publish('Gone soon');
    await server.app.repositories.notifications.delete(created.id, 'tims.admin', new Date());

    expect(await list()).toEqual([]);
  });
});
