import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, makeConfig, mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';

describe('the header', () => {
  it('has no side-panel toggle without the menu-in-header setting', async () => {
    await renderApp({ path: '/maps' });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: 'Show or hide the menu' })).toBeNull();
  });

  it('shows and hides the menu with its side-panel toggle when the menu is in the header', async () => {
    mswServer.use(
      http.get(`${API}/config`, () =>
        HttpResponse.json(makeConfig({ ui: { menuInHeader: true, devTools: false } })),
      ),
    );
    await renderApp({ path: '/maps' });
    const toggle = await screen.findByRole('button', { name: 'Show or hide the menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());

    await userEvent.click(toggle);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
