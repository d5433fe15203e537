import type { Notification, NotificationInput } from '../../../contracts/notifications';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';

export const HOUR = 3_600_000;
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A valid notification for two pages with bold text and a link; `overrides` change it. */
export function input(overrides: Partial<NotificationInput> = {}): NotificationInput {
  return {
    isGlobal: false,
    pages: ['Projects', 'Map viewer'],
    severity: 'warning',
    title: 'Lane closures on I-71',
    content: {
      ops: [
        { insert: 'Expect delays', attributes: { bold: true } },
        { insert: ' near exit 110. ' },
        { insert: 'Details', attributes: { link: 'https://www.transportation.gov/i71' } },
        { insert: '\n' },
      ],
    },
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

export const withOps = (ops: unknown[]) =>
  input({ content: { ops } as NotificationInput['content'] });

/**
 * A server signed to a test portal for one describe block, with the notifications and their
 * audit emptied before each test, and helpers that call /tims/api/admin/notifications as the
 * administrator `ada` (or with the headers given).
 */
export function adminNotificationsServer() {
  let portal: TestPortal;
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
    admin = { authorization: `Bearer ${portal.signIn('ada')}`, 'x-tims-username': 'ada' };
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });
  beforeEach(async () => {
    await server.app.db.deleteFrom('notifications').execute();
    await server.app.db.deleteFrom('notification_audit').execute();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = admin,
  ) =>
    server.app.inject({
      method,
      url: `/tims/api/admin/notifications${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: unknown = input()) => {
    const response = await call('POST', '', body);
    expect(response.statusCode).toBe(201);
    return response.json<Notification>();
  };
  const list = async (query = '') => {
    const response = await call('GET', query);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Notification[] }>().items;
  };
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string; details?: { field: string } } }>()
      .error;
  const auditRows = async () =>
    (await server.app.db.selectFrom('notification_audit').selectAll().orderBy('id').execute()).map(
      (row) => ({ ...row, notification: JSON.parse(row.notification) as Notification }),
    );

  return {
    call,
    create,
    list,
    errorOf,
    auditRows,
    get server() {
      return server;
    },
    get portal() {
      return portal;
    },
    get admin() {
      return admin;
    },
  };
}
