import { waitFor } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { authCallbackReceived, signInRequested } from '../../features/portal/portalSlice';
import { createSessionHolder } from '../../services/portal/sessionHolder';
import { configWithPortal, setUpSession } from './sessionTestSetup';

/** The paths the app asked the portal for (community/self means a credential was used). */
function portalCalls() {
  const paths: string[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/portal/'))
      paths.push(url.pathname.replace('/portal/sharing/rest', ''));
  });
  return paths;
}

afterEach(() => mswServer.events.removeAllListeners());

describe('auth modes (spec §4, §5)', () => {
  it('starts in auto when the deployment names none: silent at start, a prompt on request', async () => {
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.portalState().authMode).toBe('auto');
    expect(setup.io.browser.assigned).toEqual([]);
    setup.store.dispatch(signInRequested({ returnTo: '/maps' }));
    await waitFor(() => expect(setup.io.browser.assigned).toHaveLength(1));
  });

  it('anonymous: a stored credential is not used, and signing in is refused', async () => {
    configWithPortal({ authMode: 'anonymous' });
    const io = createTestServices();
    const setup = setUpSession({ io });
    io.storedCredentials.set(PORTAL, setup.portal.credentialFor('tims.staff'));
    const calls = portalCalls();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.portalState().authMode).toBe('anonymous');
    expect(setup.portalState().loadState).toBe('loaded');
    expect(calls).not.toContain('/community/self');
    setup.store.dispatch(signInRequested({ returnTo: '/maps' }));
    await waitFor(() => expect(setup.portalState().error?.code).toBe('portal:invalid-auth-mode'));
    expect(setup.portalState().session).toBe('anonymous');
    expect(setup.io.browser.assigned).toEqual([]);
    expect(io.storedCredentials.has(PORTAL)).toBe(true); // not ours to destroy
  });

  it('immediate: a visitor without a credential is sent to sign in at once, back to the page', async () => {
    configWithPortal({ authMode: 'immediate', oauthPopup: true });
    const open = jest.spyOn(window, 'open');
    const setup = setUpSession({ path: '/data?q=bridge' });
    await waitFor(() => expect(setup.io.browser.assigned).toHaveLength(1));
    expect(open).not.toHaveBeenCalled(); // no click: a popup would be blocked
    const authorize = new URL(setup.io.browser.assigned[0]!);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost/tims/auth');
    expect(setup.portalState().session).toBe('signing-in');
    const { code, state } = setup.portal.approve(setup.io.browser.assigned[0]!, 'tims.staff');
    setup.store.dispatch(authCallbackReceived({ authorizationCode: code, state, error: null }));
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    expect(setup.visited).toEqual(['/data?q=bridge']);
    open.mockRestore();
  });

  it('immediate: a stored credential signs in without a prompt', async () => {
    configWithPortal({ authMode: 'immediate' });
    const io = createTestServices();
    const setup = setUpSession({ io });
    io.storedCredentials.set(PORTAL, setup.portal.credentialFor('tims.staff'));
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    expect(setup.io.browser.assigned).toEqual([]);
  });

  it('immediate: the page the portal sent back to is left to finish its own sign-in', async () => {
    configWithPortal({ authMode: 'immediate' });
    const setup = setUpSession({ path: '/auth?code=abc&state=xyz' });
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.io.browser.assigned).toEqual([]);
  });

  it('no-prompt: signs in with the stored credential, never with the portal page', async () => {
    configWithPortal({ authMode: 'no-prompt' });
    const io = createTestServices();
    const setup = setUpSession({ io });
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/maps' }));
    await waitFor(() =>
      expect(setup.portalState().error?.code).toBe('identity-manager:not-authenticated'),
    );
    expect(setup.io.browser.assigned).toEqual([]);
    // Another tab signed in meanwhile: the credential it kept is used without a prompt.
    io.storedCredentials.set(PORTAL, setup.portal.credentialFor('tims.staff'));
    setup.store.dispatch(signInRequested({ returnTo: '/maps' }));
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    // Refused first: taken to the sign-in page to read why; then back to where it was asked.
    expect(setup.visited).toEqual(['/auth?returnTo=%2Fmaps', '/maps']);
    expect(setup.io.browser.assigned).toEqual([]);
  });

  it('no-prompt without an identity manager: signing in is refused with invalid-auth-mode', async () => {
    configWithPortal({ authMode: 'no-prompt' });
    const io = createTestServices();
    io.services.session = createSessionHolder({ canKeepCredentials: () => false });
    const setup = setUpSession({ io });
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/maps' }));
    await waitFor(() => expect(setup.portalState().error?.code).toBe('portal:invalid-auth-mode'));
    expect(setup.io.browser.assigned).toEqual([]);
  });

  it('an unknown auth mode in the config is taken as auto', async () => {
    configWithPortal({ authMode: 'sometimes' });
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.portalState().authMode).toBe('auto');
  });
});
