import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';

describe('signed-in and protected screens', () => {
  it('sends an anonymous visitor from /profile to /auth, remembering where to return', async () => {
    const { router } = await renderApp({ path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Test Portal' })).toBeInTheDocument();
  });

  it('offers Sign In in the header to an anonymous visitor', async () => {
    const { io } = await renderApp({ path: '/data' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(io.browser.assigned).toHaveLength(1));
    expect(io.browser.assigned[0]).toContain(
      '/portal/sharing/rest/oauth2/authorize?client_id=tims-web',
    );
  });

  it('shows the administrator with initials, Profile and Sign Out, and the Administration entry', async () => {
    await renderApp({ path: '/data', testServices: signedInAs('tims.admin') });
    const account = await screen.findByRole('button', { name: 'AM: account menu of Alex Morgan' });
    expect(account).toHaveTextContent('AM');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await userEvent.click(account);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens /admin for an administrator', async () => {
    await renderApp({ path: '/admin', testServices: signedInAs('tims.admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }),
    ).toBeInTheDocument();
  });

  it('tells a signed-in non-administrator that /admin is for administrators', async () => {
    await renderApp({ path: '/admin', testServices: signedInAs('tims.staff') });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('takes a signed-in user from the home page to the map', async () => {
    const { router } = await renderApp({ path: '/', testServices: signedInAs('tims.staff') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
  });

  it('shows the profile to a signed-in user', async () => {
    await renderApp({ path: '/profile', testServices: signedInAs('tims.staff') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Sam Rivera, P.E./ })).toBeInTheDocument();
    expect(screen.getByText('tims.staff')).toBeInTheDocument();
    expect(screen.getByText('DOT Staff')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
