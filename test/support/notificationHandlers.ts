import { http, HttpResponse } from 'msw';
import { USERNAME_HEADER } from '../../contracts/headers';
import type {
  Notification,
  NotificationInput,
  PublicNotification,
} from '../../contracts/notifications';
import { ADMIN_GROUP_ID, USERS } from './portalHandlers';

const API = 'http://localhost/tims/api';

let nextId = 1;

/** A notification as the server stores it; tests override what they care about. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    isGlobal: true,
    pages: [],
    severity: 'info',
    title: `Notice ${id}`,
    content: { ops: [{ insert: `The text of notice ${id}.\n` }] },
    startsAt: null,
    endsAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'tims.admin',
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'tims.admin',
    ...overrides,
  };
}

/** What a visitor receives of a notification: not who wrote it. */
function toPublic(notification: Notification): PublicNotification {
  const { id, isGlobal, pages, severity, title, content, startsAt, endsAt, updatedAt } =
    notification;
  return { id, isGlobal, pages, severity, title, content, startsAt, endsAt, updatedAt };
}

const isActive = (notification: Notification, now: string) =>
  (notification.startsAt === null || notification.startsAt <= now) &&
  (notification.endsAt === null || notification.endsAt > now);

const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** The server's admin check, simplified: a bearer token and a username in the admin group. */
function refusal(request: Request) {
  if (!request.headers.get('authorization')) {
    return problem(401, 'sign-in-required', 'Sign in to manage notifications.');
  }
  const user = USERS[request.headers.get(USERNAME_HEADER) ?? ''];
  if (!user?.groups.some((group) => group.id === ADMIN_GROUP_ID)) {
    return problem(403, 'not-admin', 'Only administrators may manage notifications.');
  }
  return null;
}

/**
 * The notifications API over an in-memory list, in the server's order (as given: tests list
 * them newest first). `requests` records the writes, for tests to assert what was sent.
 */
export function notificationHandlers(notifications: Notification[] = []) {
  const store = new Map(notifications.map((notification) => [notification.id, notification]));
  const requests: { method: string; path: string; body?: unknown }[] = [];
  const byId = (id: unknown) => store.get(Number(id));
  const notFound = (id: unknown) =>
    problem(404, 'not-found', `There is no notification ${String(id)}.`);

  const handlers = [
    http.get(`${API}/notifications`, () => {
      const now = new Date().toISOString();
      const items = [...store.values()].filter((item) => isActive(item, now)).map(toPublic);
      return HttpResponse.json({ items });
    }),
    http.get(`${API}/admin/notifications`, ({ request }) => {
      return refusal(request) ?? HttpResponse.json({ items: [...store.values()] });
    }),
    http.post(`${API}/admin/notifications`, async ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const input = (await request.json()) as NotificationInput;
      requests.push({ method: 'POST', path: '/admin/notifications', body: input });
      const id = Math.max(0, ...store.keys()) + 1;
      const created = makeNotification({
        ...input,
        id,
        title: input.title ?? null,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
      });
      store.set(created.id, created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API}/admin/notifications/:id`, async ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const input = (await request.json()) as NotificationInput;
      requests.push({ method: 'PUT', path: `/admin/notifications/${params.id}`, body: input });
      const current = byId(params.id);
      if (!current) return notFound(params.id);
      const updated = {
        ...current,
        ...input,
        title: input.title ?? null,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        updatedAt: new Date().toISOString(),
      };
      store.set(current.id, updated);
      return HttpResponse.json(updated);
    }),
    http.delete(`${API}/admin/notifications/:id`, ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      requests.push({ method: 'DELETE', path: `/admin/notifications/${params.id}` });
      if (!store.delete(Number(params.id))) return notFound(params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    requests,
    /** What the server holds now. */
    items: () => [...store.values()],
  };
}

/** Scenario: the list of active notifications fails with `status` every time. */
export function notificationsFail(status: number) {
  return [
    http.get(`${API}/notifications`, () =>
      problem(status, 'internal', 'The notifications could not be read.'),
    ),
  ];
}

/** Scenario: deleting a notification fails with `status` (the list still answers). */
export function deletingFails(status: number) {
  return [
    http.delete(`${API}/admin/notifications/:id`, () =>
      problem(status, status === 404 ? 'not-found' : 'internal', 'Deleting failed.'),
    ),
  ];
}
