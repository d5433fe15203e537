import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '../../../contracts/notifications';
import { mswServer } from '../../../test/support/mswServer';
import { makeNotification, notificationHandlers } from '../../../test/support/notificationHandlers';
import { renderApp } from '../../../test/support/renderApp';
import { createTestServices } from '../../../test/support/testServices';

const detour = makeNotification({
  id: 21,
  isGlobal: false,
  pages: ['Data'],
  severity: 'info',
  title: 'Detour data',
  content: { ops: [{ insert: 'Detours are updated nightly.\n' }] },
  updatedAt: '2026-11-21T08:00:00.000Z',
});
const outage = makeNotification({
  id: 22,
  isGlobal: false,
  pages: ['Data', 'Projects'],
  severity: 'error',
  title: 'Glossary outage',
  updatedAt: '2026-11-21T09:00:00.000Z',
});
const everywhere = makeNotification({ id: 23, isGlobal: true, title: 'Statewide notice' });

function serve(notifications: Notification[]) {
  mswServer.use(...notificationHandlers(notifications).handlers);
}

function banners() {
  return screen.findByRole('region', { name: 'Notices for this page' });
}

describe('notification banners', () => {
  it('shows this page’s own notifications above the screen, most severe first', async () => {
    serve([everywhere, detour, outage]);
    const { router } = await renderApp({ path: '/data' });
    const region = await banners();
    expect(region.closest('main')).not.toBeNull();
    expect(region.textContent).toMatch(/Error: Glossary outage.*Information: Detour data/);
    expect(region).toHaveTextContent('Detours are updated nightly.');
    expect(region).not.toHaveTextContent('Statewide notice'); // global ones live in the drawer

    await act(() => router.navigate('/projects'));
    await waitFor(() => expect(region).not.toHaveTextContent('Detour data'));
    expect(screen.getByRole('region', { name: 'Notices for this page' })).toHaveTextContent(
      'Glossary outage',
    );
  });

  it('remembers a dismissal in this browser until the notification changes', async () => {
    serve([detour, outage]);
    const io = createTestServices();
    const first = await renderApp({ path: '/data', testServices: io });
    const region = await banners();
    await userEvent.click(
      within(region).getByRole('button', { name: 'Dismiss notice: Detour data' }),
    );
    await waitFor(() => expect(region).not.toHaveTextContent('Detour data'));
    expect(region).toHaveTextContent('Glossary outage');
    expect(within(region).getByRole('button', { name: /Glossary outage/ })).toHaveFocus();
    expect(io.dismissedBanners.stored).toEqual({ '21': '2026-11-21T08:00:00.000Z' });

    // Another visit in the same browser: still dismissed.
    first.unmount();
    const second = await renderApp({ path: '/data', testServices: io });
    const again = await banners();
    expect(again).toHaveTextContent('Glossary outage');
    expect(again).not.toHaveTextContent('Detour data');

    // An administrator changed it since: it shows again.
    second.unmount();
    serve([{ ...detour, title: 'Detour data (revised)', updatedAt: '2026-11-22T08:00:00.000Z' }]);
    await renderApp({ path: '/data', testServices: io });
    expect(await banners()).toHaveTextContent('Detour data (revised)');
  });

  it('forgets dismissals of notifications no longer active', async () => {
    serve([outage]);
    const io = createTestServices();
    io.dismissedBanners.stored = { '21': detour.updatedAt, '22': outage.updatedAt };
    const { store } = await renderApp({ path: '/data', testServices: io });
    await waitFor(() =>
      expect(store.getState().timsApi.queries['getNotifications(undefined)']?.status).toBe(
        'fulfilled',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Notices for this page' })).toBeNull();
    await waitFor(() => expect(io.dismissedBanners.stored).toEqual({ '22': outage.updatedAt }));
  });
});
