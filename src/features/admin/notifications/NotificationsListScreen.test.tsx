import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Notification } from '../../../../contracts/notifications';
import { API, mswServer } from '../../../../test/support/mswServer';
import {
  makeNotification,
  notificationHandlers,
} from '../../../../test/support/notificationHandlers';
import { renderApp } from '../../../../test/support/renderApp';
import { statusAt } from './notificationForm';
import { signedInAs } from '../../../../test/support/signedInAs';

const DAY = 24 * 3600_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const NOTIFICATIONS: Notification[] = [
  makeNotification({
    id: 3,
    severity: 'warning',
    title: 'I-70 lane closures',
    isGlobal: false,
    pages: ['Projects', 'Map viewer'],
    startsAt: at(-1),
    endsAt: at(6),
    updatedBy: 'pat.kim',
  }),
  makeNotification({
    id: 2,
    severity: 'info',
    title: null,
    content: {
      ops: [{ insert: 'Scheduled maintenance of the map services on Saturday night.\n' }],
    },
    startsAt: at(3),
  }),
  makeNotification({ id: 1, severity: 'error', title: 'Old outage', endsAt: at(-2) }),
];

/** The server's list with its status filter, recording the statuses asked for. */
function serverFiltersByStatus(items: Notification[]) {
  const asked: (string | null)[] = [];
  const api = notificationHandlers(items);
  mswServer.use(
    // Before the handlers of the list, which answer every status alike.
    http.get(`${API}/admin/notifications`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      const now = Date.now();
      const current = api.items();
      return HttpResponse.json({
        items: status ? current.filter((item) => statusAt(item, now) === status) : current,
      });
    }),
    ...api.handlers,
  );
  return { asked, api };
}

describe('the notifications list', () => {
  it('shows each notification: severity, headline, pages, schedule, who changed it and when', async () => {
    serverFiltersByStatus(NOTIFICATIONS);
    await renderApp({ path: '/admin/notifications', testServices: signedInAs('tims.admin') });
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(screen.getByText('3 notifications')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const closures = within(rows[0]!);
    expect(closures.getByText('Warning')).toBeInTheDocument();
    expect(closures.getByRole('link', { name: 'I-70 lane closures' })).toHaveAttribute(
      'href',
      '/admin/notifications/3',
    );
    expect(closures.getByText('Project Search, Create a Map')).toBeInTheDocument();
    expect(closures.getByText('Shown now')).toBeInTheDocument();
    expect(closures.getByText(/by pat\.kim$/)).toBeInTheDocument();
    expect(
      closures.getByRole('link', { name: 'Edit notification: I-70 lane closures' }),
    ).toHaveAttribute('href', '/admin/notifications/3');

    // Without a title, the first words of the text name it.
    const maintenance = within(rows[1]!);
    expect(
      maintenance.getByRole('link', {
        name: 'Scheduled maintenance of the map services on Saturday night.',
      }),
    ).toBeInTheDocument();
    expect(maintenance.getByText('All pages')).toBeInTheDocument();
    expect(maintenance.getByText(/^From /)).toBeInTheDocument();
    expect(maintenance.getByText('Scheduled')).toBeInTheDocument();

    const outage = within(rows[2]!);
    expect(outage.getByText(/^Until /)).toBeInTheDocument();
    expect(outage.getByText('Ended')).toBeInTheDocument();
  });

  it('filters by status through the server, and keeps the filter in the address', async () => {
    const { asked } = serverFiltersByStatus(NOTIFICATIONS);
    const { router } = await renderApp({
      path: '/admin/notifications',
      testServices: signedInAs('tims.admin'),
    });
    await screen.findByRole('table', { name: 'Notifications' });
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Scheduled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=scheduled'));
    expect(await screen.findByText('1 notification')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Scheduled')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Shown now' }));
    expect(await screen.findByRole('link', { name: 'I-70 lane closures' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old outage' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'scheduled', 'active']);
  });

  it('says when a filter finds nothing', async () => {
    serverFiltersByStatus([NOTIFICATIONS[0]!]);
    await renderApp({
      path: '/admin/notifications?status=expired',
      testServices: signedInAs('tims.admin'),
    });
    expect(await screen.findByText('No notification has ended.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ended' })).toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    mswServer.use(
      http.get(`${API}/admin/notifications`, () =>
        fail
          ? HttpResponse.json(
              {
                error: {
                  code: 'not-admin',
                  message: 'Only administrators may manage notifications.',
                },
              },
              { status: 403 },
            )
          : HttpResponse.json({ items: [NOTIFICATIONS[0]] }),
      ),
    );
    await renderApp({ path: '/admin/notifications', testServices: signedInAs('tims.admin') });
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'I-70 lane closures' })).toBeInTheDocument();
  });

  it('deletes a notification after the confirmation', async () => {
    const { api } = serverFiltersByStatus(NOTIFICATIONS);
    await renderApp({ path: '/admin/notifications', testServices: signedInAs('tims.admin') });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete notification: Old outage' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Old outage' })).not.toBeInTheDocument(),
    );
    expect(api.requests).toEqual([{ method: 'DELETE', path: '/admin/notifications/1' }]);
    expect(screen.getByText('2 notifications')).toBeInTheDocument();
  });
});
