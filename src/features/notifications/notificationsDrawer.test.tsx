import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../test/support/mswServer';
import {
  deletingFails,
  makeNotification,
  notificationHandlers,
} from '../../../test/support/notificationHandlers';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';

function serverWithNotifications() {
  const server = notificationHandlers([
    makeNotification({
      id: 7,
      isGlobal: true,
      severity: 'warning',
      title: 'Statewide maintenance tonight',
      content: { ops: [{ insert: 'TIMS is read-only from 22:00 to 23:00.\n' }] },
    }),
    makeNotification({
      id: 8,
      isGlobal: false,
      pages: ['Data'],
      severity: 'info',
      title: 'Glossary refresh',
    }),
    makeNotification({ id: 9, isGlobal: false, pages: ['Projects'], title: 'Not on Data' }),
  ]);
  mswServer.use(...server.handlers);
  return server;
}

async function openDrawer(name: string | RegExp = /^Notifications/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notifications drawer', () => {
  it('lists this page’s notifications with a count, read-only for a visitor, and closes', async () => {
    serverWithNotifications();
    await renderApp({ path: '/data' });
    const drawer = await openDrawer('Notifications: 2 for this page');
    expect(within(drawer).getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    expect(within(drawer).getByRole('status')).toHaveTextContent('2 notifications');
    // Newest first, as the server sends them; the Projects page's own is not listed here.
    expect(
      within(drawer)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Statewide maintenance tonight'),
      expect.stringContaining('Glossary refresh'),
    ]);
    expect(
      within(drawer).getByRole('article', { name: 'Warning: Statewide maintenance tonight' }),
    ).toHaveTextContent('TIMS is read-only from 22:00 to 23:00.');
    expect(
      within(drawer).getByRole('article', { name: 'Information: Glossary refresh' }),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    serverWithNotifications();
    await renderApp({ path: '/data' });
    const drawer = await openDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  });

  it('gives an administrator Edit, which opens the notification in the administration area', async () => {
    serverWithNotifications();
    const { router } = await renderApp({ path: '/data', testServices: signedInAs('tims.admin') });
    await screen.findByRole('button', { name: 'AM: account menu of Alex Morgan' });
    const drawer = await openDrawer();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Edit notification: Glossary refresh' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notifications/8'));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  });

  it('gives a signed-in non-administrator no controls', async () => {
    serverWithNotifications();
    await renderApp({ path: '/data', testServices: signedInAs('tims.staff') });
    await screen.findByRole('button', { name: 'SR: account menu of Sam Rivera, P.E.' });
    const drawer = await openDrawer();
    expect(within(drawer).getAllByRole('article')).toHaveLength(2);
    expect(
      within(drawer).queryByRole('button', { name: /^(Edit|Delete)/ }),
    ).not.toBeInTheDocument();
  });

  it('deletes after confirmation: Cancel keeps it, Delete removes it and the list refreshes', async () => {
    const server = serverWithNotifications();
    await renderApp({ path: '/data', testServices: signedInAs('tims.admin') });
    await screen.findByRole('button', { name: 'AM: account menu of Alex Morgan' });
    const drawer = await openDrawer('Notifications: 2 for this page');
    // Waited for: once, under the whole suite on two cores, the drawer just opened was still
    // aria-hidden (Fluent's focus trap), so nothing in it could be found by role yet.
    const remove = await within(drawer).findByRole('button', {
      name: 'Delete notification: Glossary refresh',
    });

    await userEvent.click(remove);
    let question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(server.requests).toEqual([]);

    await userEvent.click(remove);
    question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(server.requests).toEqual([{ method: 'DELETE', path: '/admin/notifications/8' }]);
    await waitFor(() =>
      expect(
        within(drawer).queryByRole('article', { name: /Glossary refresh/, hidden: true }),
      ).toBeNull(),
    );
    await waitFor(() =>
      expect(within(drawer).getByRole('status')).toHaveTextContent('1 notification'),
    );
    expect(within(drawer).getAllByRole('article')).toHaveLength(1);
    await waitFor(() =>
      expect(within(drawer).getByRole('heading', { name: 'Notifications' })).toHaveFocus(),
    );
    expect(await screen.findByText('Notification deleted.')).toBeInTheDocument();
  });

  it('keeps the question open with the reason when deleting fails', async () => {
    serverWithNotifications();
    mswServer.use(...deletingFails(403));
    await renderApp({ path: '/data', testServices: signedInAs('tims.admin') });
    await screen.findByRole('button', { name: 'AM: account menu of Alex Morgan' });
    const drawer = await openDrawer();
    await userEvent.click(
      await within(drawer).findByRole('button', { name: 'Delete notification: Glossary refresh' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Only administrators may delete notifications.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(
      await within(drawer).findByRole('article', { name: /Glossary refresh/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('The notification could not be deleted.')).toBeInTheDocument();
  });
});
