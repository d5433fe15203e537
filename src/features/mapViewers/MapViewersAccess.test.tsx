import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUP_IDS, mapViewerHandlers } from '../../../test/support/mapViewerHandlers';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';
import { card, gallery, itemSearches } from '../../../test/support/mapViewerQueries';

/** Who sees what in the gallery: subscriber content, and staff items only with a token. */
describe('who sees what', () => {
  it('asks an anonymous visitor to sign in for subscriber content, and does not list staff items', async () => {
    mswServer.use(...mapViewerHandlers().handlers);
    const { io } = await renderApp({ path: `/mapviewers/group/${GROUP_IDS.traffic}` });
    const crash = within(
      await screen.findByRole('article', { name: 'Crash Density with Living Atlas Traffic' }),
    );
    expect(crash.getByText('Sign in to open')).toBeInTheDocument();
    expect(crash.queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'Signal Retiming Plan (staff)' }),
    ).not.toBeInTheDocument();
    // The dashboard and the experience open in a new tab.
    expect(
      within(card('Work Zone Viewer')).getByRole('link', {
        name: 'Open app Work Zone Viewer (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://apps.dot.example.gov/experience/work-zones/');
    expect(
      within(card('Work Zone Viewer')).getByText('Experience Builder app'),
    ).toBeInTheDocument();
    expect(within(card('Traffic Count Dashboard')).getByText('Dashboard')).toBeInTheDocument();

    await userEvent.click(
      crash.getByRole('button', {
        name: 'Sign in to open Crash Density with Living Atlas Traffic',
      }),
    );
    // The app's own sign-in: off to the portal's page, coming back to this group.
    await waitFor(() => expect(io.browser.assigned).toHaveLength(1));
    expect(io.browser.assigned[0]).toMatch(
      /^https:\/\/localhost\/portal\/sharing\/rest\/oauth2\/authorize\?/,
    );
    expect(io.services.pendingSignIn.takePendingSignIn()?.returnTo).toBe(
      `/mapviewers/group/${GROUP_IDS.traffic}`,
    );
  });

  it('shows a signed-in visitor the items shared with them, with the token', async () => {
    const portal = mapViewerHandlers();
    const io = signedInAs('tims.staff');
    mswServer.use(...portal.handlers);
    await renderApp({ path: `/mapviewers/group/${GROUP_IDS.traffic}`, testServices: io });
    const staff = within(
      await screen.findByRole('article', { name: 'Signal Retiming Plan (staff)' }),
    );
    expect(staff.getByText('Shared with groups')).toBeInTheDocument();
    expect(
      await within(gallery('Traffic & Safety')).findByText('4 maps and apps'),
    ).toBeInTheDocument();
    expect(
      within(card('Crash Density with Living Atlas Traffic')).getByRole('link', {
        name: 'Open map Crash Density with Living Atlas Traffic in TIMS',
      }),
    ).toBeInTheDocument();
    expect(itemSearches(portal.requests).every(({ group }) => group)).toBe(true);
    expect(
      portal.requests.filter(({ path }) => path.endsWith('/search')).every(({ token }) => token),
    ).toBe(true);
    // Its picture is fetched with the token in a header, never in the address.
    await waitFor(() =>
      expect(
        portal.requests.some(
          ({ path, token }) =>
            path ===
              'content/items/161f35ab3a1d8a3b2c6f0e9d8c7b6a59/info/thumbnail/thumbnail.png' &&
            token,
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(card('Signal Retiming Plan (staff)').querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
  });
});
