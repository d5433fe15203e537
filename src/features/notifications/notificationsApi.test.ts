import { waitFor } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { makeNotification, notificationHandlers } from '../../../test/support/notificationHandlers';
import { createTestPortal, PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { createTestStore } from '../../../test/support/testStore';
import { notificationsApi } from './notificationsApi';

const { getNotifications, getAdminNotifications, createNotification, updateNotification } =
  notificationsApi.endpoints;

async function adminStore() {
  const portal = createTestPortal();
  const server = notificationHandlers([
    makeNotification({ id: 1, title: 'Active' }),
    makeNotification({ id: 2, title: 'Later', startsAt: '2999-01-01T00:00:00.000Z' }),
  ]);
  mswServer.use(...portal.handlers, ...server.handlers);
  const io = createTestServices();
  io.storedCredentials.set(PORTAL, portal.credentialFor('tims.admin'));
  const { store } = createTestStore(undefined, io);
  await waitFor(() => expect(store.getState().portal.session).toBe('signed-in'));
  return { store, server };
}

describe('notifications endpoints', () => {
  it('refreshes what visitors see and what administrators manage after every change', async () => {
    const { store } = await adminStore();
    store.dispatch(getNotifications.initiate());
    store.dispatch(getAdminNotifications.initiate());
    const titles = (select: 'public' | 'admin') => {
      const state = store.getState();
      const list =
        select === 'public'
          ? getNotifications.select()(state).data
          : getAdminNotifications.select()(state).data;
      return list?.items.map((item) => item.title);
    };
    await waitFor(() => expect(titles('public')).toEqual(['Active']));
    await waitFor(() => expect(titles('admin')).toEqual(['Active', 'Later']));

    const created = await store
      .dispatch(
        createNotification.initiate({
          isGlobal: false,
          pages: ['Data'],
          severity: 'info',
          title: 'New',
          content: { ops: [{ insert: 'Hello\n' }] },
        }),
      )
      .unwrap();
    await waitFor(() => expect(titles('public')).toEqual(['Active', 'New']));
    await waitFor(() => expect(titles('admin')).toEqual(['Active', 'Later', 'New']));

    await store
      .dispatch(
        updateNotification.initiate({
          id: created.id,
          input: {
            isGlobal: true,
            pages: [],
            severity: 'info',
            title: 'Renamed',
            content: { ops: [{ insert: 'Hello\n' }] },
          },
        }),
      )
      .unwrap();
    await waitFor(() => expect(titles('public')).toEqual(['Active', 'Renamed']));
    await waitFor(() => expect(titles('admin')).toEqual(['Active', 'Later', 'Renamed']));
  });

  it('asks the administrators’ list for one status', async () => {
    const { store } = await adminStore();
    const requested: string[] = [];
    mswServer.events.on('request:start', ({ request }) => void requested.push(request.url));
    await store.dispatch(getAdminNotifications.initiate('scheduled'));
    expect(requested).toContain('http://localhost/tims/api/admin/notifications?status=scheduled');
    mswServer.events.removeAllListeners();
  });
});
