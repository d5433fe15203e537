import type { Notification } from '../../../contracts/notifications';
import { adminNotificationsServer, HOUR, fromNow, input } from './adminNotificationsHarness';

/** /tims/api/admin/notifications: who may call it, a notification's life, status filters; each change audited. */
describe('/tims/api/admin/notifications', () => {
  const api = adminNotificationsServer();
  const { call, create, list, errorOf, auditRows } = api;

  describe('who may call it', () => {
    it.each([
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ] as const)(
      'answers 401 to anonymous callers of %s, before looking at the body',
      async (m, p) => {
        const response = await call(
          m,
          p,
          m === 'POST' || m === 'PUT' ? { nonsense: 1 } : undefined,
          {},
        );

        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe('sign-in-required');
      },
    );

    it.each([
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ] as const)('answers 403 to staff who are not administrators (%s)', async (m, p) => {
      const staff = { authorization: `Bearer ${api.portal.signIn('sam')}` };

      const response = await call(m, p, m === 'POST' || m === 'PUT' ? input() : undefined, staff);

      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: 'Administrators only' });
      expect(
        await api.server.app.repositories.notifications.list(undefined, new Date(), 10),
      ).toEqual([]);
    });

    it('attributes a change to the verified user: a username header that disagrees is refused', async () => {
      const response = await call('POST', '', input(), { ...api.admin, 'x-tims-username': 'sam' });

      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('identity-mismatch');
    });
  });

  describe('a notification’s life', () => {
    it('creates, lists, replaces and deletes one, auditing each change', async () => {
      const created = await create();

      expect(created).toEqual({
        id: expect.any(Number),
        isGlobal: false,
        pages: ['Projects', 'Map viewer'],
        severity: 'warning',
        title: 'Lane closures on I-71',
        content: input().content,
        startsAt: null,
        endsAt: null,
        createdBy: 'ada',
        createdAt: expect.any(String),
        updatedBy: 'ada',
        updatedAt: created.createdAt,
      });
      expect(await list()).toEqual([created]);

      const replacement = input({
        isGlobal: true,
        severity: 'success',
        title: 'I-71 open again',
        endsAt: fromNow(24 * HOUR),
      });
      const put = await call('PUT', `/${created.id}`, replacement);
      expect(put.statusCode).toBe(200);
      const updated = put.json<Notification>();
      expect(updated).toEqual({
        ...created,
        isGlobal: true,
        pages: [],
        severity: 'success',
        title: 'I-71 open again',
        endsAt: replacement.endsAt,
        updatedAt: expect.any(String),
      });
      expect(await list()).toEqual([updated]);

      const deleted = await call('DELETE', `/${created.id}`);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect(await list()).toEqual([]);
      expect((await api.server.app.inject({ url: '/tims/api/notifications' })).json()).toEqual({
        items: [],
      });

      const audit = await auditRows();
      expect(
        audit.map(({ action, username, notification_id }) => [action, username, notification_id]),
      ).toEqual([
        ['created', 'ada', created.id],
        ['updated', 'ada', created.id],
        ['deleted', 'ada', created.id],
      ]);
      expect(audit.map((row) => row.notification)).toEqual([created, updated, updated]);
      expect(audit[0]!.at).toBe(created.createdAt);
      expect(audit[1]!.at).toBe(updated.updatedAt);
      expect(Date.parse(audit[2]!.at)).toBeGreaterThanOrEqual(Date.parse(updated.updatedAt));
    });

    it('answers 404 to a change of a notification that does not exist, and audits nothing', async () => {
      const { id } = await create();
      await call('DELETE', `/${id}`);

      for (const path of [`/${id}`, '/424242', `/${2 ** 31}`]) {
        const put = await call('PUT', path, input());
        const del = await call('DELETE', path);
        expect(put.statusCode).toBe(404);
        expect(errorOf(put).code).toBe('not-found');
        expect(del.statusCode).toBe(404);
      }
      expect(errorOf(await call('DELETE', '/424242')).message).toBe('No notification 424242');
      expect((await auditRows()).map((row) => row.action)).toEqual(['created', 'deleted']);
    });

    it.each(['/abc', '/0', '/-1', '/1.5'])('answers 400 to the id %s', async (path) => {
      const response = await call('DELETE', path);

      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.field).toBe('params/id');
    });

    it('stores times in UTC and a trimmed title, and no title when it is blank', async () => {
      const created = await create(
        input({
          title: '   Bridge inspection   ',
          startsAt: '2030-05-01T08:00:00-04:00',
          endsAt: '2030-05-01T17:30:00+02:00',
        }),
      );
      const untitled = await create(input({ title: '   ' }));
      const { title: _absent, ...withoutTitle } = input();
      const noTitle = await create(withoutTitle);

      expect(created).toMatchObject({
        title: 'Bridge inspection',
        startsAt: '2030-05-01T12:00:00.000Z',
        endsAt: '2030-05-01T15:30:00.000Z',
      });
      expect(untitled.title).toBeNull();
      expect(noTitle.title).toBeNull();
    });
  });

  describe('status filters', () => {
    it('lists active, scheduled or expired ones, and all of them without a status', async () => {
      const active = await create(input({ title: 'active', endsAt: fromNow(HOUR) }));
      const scheduled = await create(input({ title: 'scheduled', startsAt: fromNow(HOUR) }));
      const expired = await create(
        input({ title: 'expired', startsAt: fromNow(-2 * HOUR), endsAt: fromNow(-HOUR) }),
      );

      expect(await list('?status=active')).toEqual([active]);
      expect(await list('?status=scheduled')).toEqual([scheduled]);
      expect(await list('?status=expired')).toEqual([expired]);
      expect((await list()).map((item) => item.title)).toEqual(['scheduled', 'active', 'expired']);
    });

    it.each(['?status=draft', '?status=', '?state=active'])('answers 400 to %s', async (query) => {
      const response = await call('GET', query);

      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('bad-request');
    });
  });
});
