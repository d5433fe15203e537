import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AppConfig } from '../../../contracts/config';
import { API, makeConfig, mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { renderApp } from '../../../test/support/renderApp';
import { knownError } from '../../lib/errorCatalogue';
import { signInFailed } from '../portal/portalSlice';

const REST = `${PORTAL}/sharing/rest`;

/** Scenario: the deployment's portal settings (auth mode, popup) in the app config. */
function configWithPortal(portal: Record<string, unknown>) {
  const config = makeConfig();
  const answer = { ...config, portal: { ...config.portal, ...portal } } as AppConfig;
  mswServer.use(http.get(`${API}/config`, () => HttpResponse.json(answer)));
}

describe('the sign-in screen (/auth)', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('says sign-in is not available when the portal cannot be reached, with no button', async () => {
    mswServer.use(http.all(`${PORTAL}/*`, () => HttpResponse.error()));
    await renderApp({ path: '/auth?returnTo=%2Fprofile' });
    await jest.advanceTimersByTimeAsync(30_000); // the base query's retries
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in is not available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sign in/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it("takes a visitor who uses the header's Sign In to this page to read why not", async () => {
    mswServer.use(http.all(`${PORTAL}/*`, () => HttpResponse.error()));
    const { router } = await renderApp({ path: '/data' });
    await jest.advanceTimersByTimeAsync(30_000);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Fdata');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in is not available' }),
    ).toBeInTheDocument();
  });

  it('offers no sign-in before the portal has answered', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mswServer.use(
      http.get(`${REST}/portals/self`, async () => {
        await answered;
        return HttpResponse.json({ id: 'org1', name: 'Test Portal' });
      }),
    );
    await renderApp({ path: '/auth' });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with Test Portal' })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  });
});

describe('the sign-in screen with the portal up', () => {
  it("shows the organisation's thumbnail from the portal's resources and its banner", async () => {
    mswServer.use(
      http.get(`${REST}/portals/self`, () =>
        HttpResponse.json({
          id: 'org1',
          name: 'Test Portal',
          thumbnail: 'thumbnail.svg',
          culture: 'en',
        }),
      ),
      http.get(`${REST}/portals/self/settings`, () =>
        HttpResponse.json({
          informationalBanner: { enabled: true, text: 'Portal upgrade on Saturday 8–10 am.' },
        }),
      ),
    );
    await renderApp({ path: '/auth' });
    expect(await screen.findByRole('img', { name: 'Test Portal' })).toHaveAttribute(
      'src',
      `${REST}/portals/self/resources/thumbnail.svg`,
    );
    expect(await screen.findByText('Portal upgrade on Saturday 8–10 am.')).toBeInTheDocument();
  });

  it('says signing in is turned off in the anonymous auth mode', async () => {
    configWithPortal({ authMode: 'anonymous' });
    await renderApp({ path: '/auth' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signing in is turned off' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sign in/i })).not.toBeInTheDocument();
  });

  it('waits for the portal window in the popup flow, and says when it was blocked', async () => {
    configWithPortal({ oauthPopup: true });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderApp({ path: '/auth' });
    const button = await screen.findByRole('button', { name: 'Sign in with Test Portal' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'Your browser blocked the sign-in window. Allow pop-up windows for this site and try again.',
      ),
    ).toBeInTheDocument();
    open.mockReturnValue({ closed: false, close: () => {}, focus: () => {} } as unknown as Window);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Test Portal' }));
    expect(
      await screen.findByText("Sign in in the portal's window to continue."),
    ).toBeInTheDocument();
    open.mockRestore();
  });
});

describe('sign-in errors', () => {
  it('are shown in words, also for codes that name their source with a colon', async () => {
    const { store } = await renderApp({ path: '/auth' });
    store.dispatch(signInFailed(knownError('identity-manager:user-aborted')));
    expect(await screen.findByText('Sign-in was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText('ABORTED')).not.toBeInTheDocument();
  });
});
