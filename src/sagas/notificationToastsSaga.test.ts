import { waitFor } from '@testing-library/react';
import type { NotificationInput } from '../../contracts/notifications';
import { mswServer } from '../../test/support/mswServer';
import { makeNotification, notificationHandlers } from '../../test/support/notificationHandlers';
import { createTestPortal, PORTAL } from '../../test/support/portalHandlers';
import { createTestServices } from '../../test/support/testServices';
import { createTestStore } from '../../test/support/testStore';
import { notificationsApi } from '../features/notifications/notificationsApi';
import { selectToasts } from '../features/toasts/toastsSlice';

const input: NotificationInput = {
  isGlobal: true,
  pages: [],
  severity: 'warning',
  title: 'Snow emergency',
  content: { ops: [{ insert: 'Level 2 in District 6.\n' }] },
};

/** A store whose tab is signed in as `username`, and the notifications server it talks to. */
async function signedInStore(username: string) {
  const portal = createTestPortal();
  const server = notificationHandlers([makeNotification({ id: 1 })]);
  mswServer.use(...portal.handlers, ...server.handlers);
  const io = createTestServices();
  io.storedCredentials.set(PORTAL, portal.credentialFor(username));
  const { store } = createTestStore(undefined, io);
  await waitFor(() => expect(store.getState().portal.session).toBe('signed-in'));
  const toasts = () =>
    selectToasts(store.getState()).map(({ message, severity }) => ({ message, severity }));
  return { store, server, toasts };
}

const { createNotification, updateNotification, deleteNotification } = notificationsApi.endpoints;

describe('notification toasts', () => {
  it('says a notification was saved, and that saving failed', async () => {
    const { store, toasts } = await signedInStore('tims.admin');
    await store.dispatch(createNotification.initiate(input));
    expect(toasts()).toEqual([{ message: 'toasts.notificationSaved', severity: 'success' }]);
    await store.dispatch(updateNotification.initiate({ id: 404, input })); // no such notification
    expect(toasts()).toContainEqual({
      message: 'toasts.notificationSaveFailed',
      severity: 'error',
    });
  });

  it('says a notification was deleted, and that deleting failed', async () => {
    const { store, server, toasts } = await signedInStore('tims.admin');
    await store.dispatch(deleteNotification.initiate(1));
    expect(server.items()).toEqual([]);
    expect(toasts()).toEqual([{ message: 'toasts.notificationDeleted', severity: 'success' }]);
    await store.dispatch(deleteNotification.initiate(1)); // already gone: 404
    expect(toasts()).toContainEqual({
      message: 'toasts.notificationDeleteFailed',
      severity: 'error',
    });
  });

  it('says saving failed when the server refuses a non-administrator', async () => {
    const { store, server, toasts } = await signedInStore('tims.staff');
    const result = await store.dispatch(createNotification.initiate(input));
    expect(result.error).toEqual(expect.objectContaining({ status: 403 }));
    expect(server.items()).toHaveLength(1);
    expect(toasts()).toEqual([{ message: 'toasts.notificationSaveFailed', severity: 'error' }]);
  });
});
