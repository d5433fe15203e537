import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../test/support/mswServer';
import {
  makeNotification,
  notificationHandlers,
  notificationsFail,
} from '../../../test/support/notificationHandlers';
import { renderApp } from '../../../test/support/renderApp';

/** Active on every page, on some pages, and not active at all (ended, not yet started). */
function serverWithNotifications() {
  const server = notificationHandlers([
    makeNotification({ id: 1, isGlobal: true, title: 'Statewide maintenance tonight' }),
    makeNotification({ id: 2, isGlobal: false, pages: ['Data'], title: 'Glossary refresh' }),
    makeNotification({ id: 3, isGlobal: false, pages: ['Projects'], title: 'Late project data' }),
    makeNotification({ id: 4, isGlobal: false, pages: ['Data', 'Maps'], title: 'New maps' }),
    makeNotification({ id: 5, isGlobal: true, endsAt: '2020-01-01T00:00:00.000Z' }),
    makeNotification({ id: 6, isGlobal: true, startsAt: '2999-01-01T00:00:00.000Z' }),
  ]);
  mswServer.use(...server.handlers);
  return server;
}

describe('the notifications bell', () => {
  it('counts the notifications of the page shown: global ones and the page’s own', async () => {
    serverWithNotifications();
    const { router } = await renderApp({ path: '/data' });
    expect(
      await screen.findByRole('button', { name: 'Notifications: 3 for this page' }),
    ).toBeInTheDocument();

    await act(() => router.navigate('/projects'));
    expect(
      await screen.findByRole('button', { name: 'Notifications: 2 for this page' }),
    ).toBeInTheDocument();

    await act(() => router.navigate('/maps'));
    expect(
      await screen.findByRole('button', { name: 'Notifications: 2 for this page' }),
    ).toBeInTheDocument();

    // Sign-in has no page name: only the global notification applies there.
    await act(() => router.navigate('/auth'));
    expect(
      await screen.findByRole('button', { name: 'Notifications: 1 for this page' }),
    ).toBeInTheDocument();
  });

  it('shows no count when nothing applies, and toggles the drawer', async () => {
    const { store } = await renderApp({ path: '/support' });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() =>
      expect(store.getState().timsApi.queries['getNotifications(undefined)']?.status).toBe(
        'fulfilled',
      ),
    );
    expect(bell).toHaveAccessibleName('Notifications');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByText('No notifications')).toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toHaveTextContent('0 notifications');
  });

  it('leaves the page working when the list cannot be read: no count, and the drawer says so', async () => {
    // 404: a server from before notifications, say (not retried, unlike a 5xx).
    mswServer.use(...notificationsFail(404));
    const { store } = await renderApp({ path: '/data' });
    await waitFor(() =>
      expect(store.getState().timsApi.queries['getNotifications(undefined)']?.status).toBe(
        'rejected',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications', hidden: true });
    // `hidden: true` inside the drawer: under load, jsdom sees tabster's modalizer mark the drawer
    // aria-hidden while the screen behind it finishes loading; Chromium runs the drawer in the e2e.
    // Opening the drawer asks once more; the list still fails.
    expect(
      await within(drawer).findByText(/The notifications could not be loaded/),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('No notifications')).not.toBeInTheDocument();

    // The server is back: Try again reads the list.
    serverWithNotifications();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again', hidden: true }));
    expect(
      await within(drawer).findByRole('article', {
        name: /Statewide maintenance tonight/,
        hidden: true,
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Close notifications', hidden: true }),
    );
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    // The page is in reach again once the modal drawer has gone.
    expect(
      await screen.findByRole('button', { name: 'Notifications: 3 for this page' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });
});
