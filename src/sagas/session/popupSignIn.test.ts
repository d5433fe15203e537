import { waitFor } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { signInRequested } from '../../features/portal/portalSlice';
import {
  CALLBACK_MESSAGE_TYPE,
  POPUP_POLL_MS,
  POPUP_WINDOW_NAME,
} from '../../services/portal/signInPopup';
import { configWithPortal, setUpSession } from './sessionTestSetup';

/** The sign-in window as the test drives it: the browser's window.open answers with it. */
function fakeWindow() {
  return {
    closed: false,
    close: jest.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
    focus: jest.fn(),
  };
}

/** The callback page (public/oauth-callback.js) posts the portal's answer to its opener. */
function callbackPageAnswers(search: string, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { type: CALLBACK_MESSAGE_TYPE, search }, origin }),
  );
}

function recordTokenRequests() {
  const forms: URLSearchParams[] = [];
  mswServer.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/oauth2/token'))
      forms.push(new URLSearchParams(await request.clone().text()));
  });
  return forms;
}

let open: jest.SpyInstance;
beforeEach(() => configWithPortal({ oauthPopup: true }));
afterEach(() => {
  open?.mockRestore();
  mswServer.events.removeAllListeners();
});

describe('signing in in a popup window (spec §3 popup, §9)', () => {
  it('opens the portal at 800 × 490, takes the answer from the callback page and signs in', async () => {
    const popup = fakeWindow();
    open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const setup = setUpSession({ path: '/data' });
    const tokenRequests = recordTokenRequests();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    expect(name).toBe(POPUP_WINDOW_NAME);
    expect(features).toContain('height=490');
    expect(features).toContain('width=800');
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe(`${PORTAL}/sharing/rest/oauth2/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost/tims/oauth-callback.html',
    );
    expect(setup.io.browser.assigned).toEqual([]); // this tab stays where it is
    const { code, state } = setup.portal.approve(url, 'tims.staff');
    callbackPageAnswers(`?code=${code}&state=${state}`);
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    expect(popup.close).toHaveBeenCalled();
    expect(tokenRequests[0]?.get('redirect_uri')).toBe('http://localhost/tims/oauth-callback.html');
    expect(setup.io.storedCredentials.get(PORTAL)?.userId).toBe('tims.staff');
    expect(setup.visited).toEqual(['/data']);
  });

  it('ignores a message from another origin', async () => {
    const popup = fakeWindow();
    open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const { code, state } = setup.portal.approve(open.mock.calls[0]![0] as string, 'tims.staff');
    callbackPageAnswers(`?code=${code}&state=${state}`, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(setup.portalState().session).toBe('signing-in');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('tells the visitor when the browser blocked the window', async () => {
    open = jest.spyOn(window, 'open').mockReturnValue(null);
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() =>
      expect(setup.portalState().error?.code).toBe('identity-manager:popup-blocked'),
    );
    expect(setup.portalState().session).toBe('anonymous');
  });

  it('gives user-aborted when the visitor closes the window without signing in', async () => {
    const popup = fakeWindow();
    open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    popup.closed = true;
    await waitFor(
      () => expect(setup.portalState().error?.code).toBe('identity-manager:user-aborted'),
      { timeout: 4 * POPUP_POLL_MS + 1000 },
    );
    expect(setup.portalState().session).toBe('anonymous');
  });

  it('closes the first window when the visitor asks again', async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    open = jest
      .spyOn(window, 'open')
      .mockReturnValueOnce(first as unknown as Window)
      .mockReturnValueOnce(second as unknown as Window);
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(first.close).toHaveBeenCalled();
    const { code, state } = setup.portal.approve(open.mock.calls[1]![0] as string, 'tims.admin');
    callbackPageAnswers(`?code=${code}&state=${state}`);
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
  });
});
