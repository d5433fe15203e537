import { screen, waitFor, within } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { makeNotification, notificationHandlers } from '../../../test/support/notificationHandlers';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';

describe('the administration area', () => {
  it('opens on the notifications, with the area’s own navigation', async () => {
    mswServer.use(
      ...notificationHandlers([makeNotification({ title: 'Snow emergency' })]).handlers,
    );
    const { router } = await renderApp({ path: '/admin', testServices: signedInAs('tims.admin') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notifications'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }),
    ).toBeInTheDocument();
    // The list is the area's lazy screen and its query: on a busy CI machine (the whole suite on
    // two cores) it took longer than the default 5 s once.
    expect(
      await screen.findByRole('link', { name: 'Snow emergency' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administration sections' });
    expect(within(sections).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Usage' })).toHaveAttribute(
      'href',
      '/admin/usage',
    );
  });

  it('says when an administration page does not exist, keeping the navigation', async () => {
    await renderApp({ path: '/admin/no-such-page', testServices: signedInAs('tims.admin') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The administration area has no such page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
    expect(screen.getByRole('navigation', { name: 'Administration sections' })).toBeInTheDocument();
  });

  it('keeps a signed-in non-administrator out', async () => {
    await renderApp({ path: '/admin/notifications/new', testServices: signedInAs('tims.staff') });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
