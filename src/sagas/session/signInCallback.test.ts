import { waitFor } from '@testing-library/react';
import { createTestServices } from '../../../test/support/testServices';
import { authCallbackReceived, signInRequested } from '../../features/portal/portalSlice';
import { authorizeUrl } from '../../services/portal/oauthClient';
import { createPkcePair } from '../../services/portal/pkce';
import { configArrivesLater, setUpSession } from './sessionTestSetup';

/**
 * The page the portal sends the visitor back to (/tims/auth?code=…&state=…) is a fresh page
 * load: the sign-in screen reports the code as soon as it shows, which under load can be before
 * the app config has arrived.
 */
describe('back from the portal with a code', () => {
  it('finishes the sign-in even when the code is reported before the config arrives', async () => {
    const releaseConfig = configArrivesLater();
    const io = createTestServices();
    const pkce = await createPkcePair();
    io.services.pendingSignIn.savePendingSignIn({
      state: 'state-1',
      codeVerifier: pkce.verifier,
      returnTo: '/profile',
      createdAt: Date.now(),
    });
    const setup = setUpSession({ io, path: '/auth?code=…' });
    const authorize = authorizeUrl({
      portalUrl: 'https://localhost/portal',
      appId: 'tims-web',
      redirectUri: 'http://localhost/tims/auth',
      state: 'state-1',
      codeChallenge: pkce.challenge,
    });
    const { code } = setup.portal.approve(authorize, 'tims.staff');
    setup.store.dispatch(
      authCallbackReceived({ authorizationCode: code, state: 'state-1', error: null }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseConfig();
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    expect(setup.portalState().error).toBeNull();
    expect(setup.portalState().user?.username).toBe('tims.staff');
    expect(setup.visited).toEqual(['/profile']);
  });
});

describe('a callback reported twice', () => {
  it('is finished once: the second report neither cancels the first nor fails it', async () => {
    const io = createTestServices();
    const pkce = await createPkcePair();
    io.services.pendingSignIn.savePendingSignIn({
      state: 'state-2',
      codeVerifier: pkce.verifier,
      returnTo: '/data',
      createdAt: Date.now(),
    });
    const setup = setUpSession({ io, path: '/auth?code=…' });
    const authorize = authorizeUrl({
      portalUrl: 'https://localhost/portal',
      appId: 'tims-web',
      redirectUri: 'http://localhost/tims/auth',
      state: 'state-2',
      codeChallenge: pkce.challenge,
    });
    const { code } = setup.portal.approve(authorize, 'tims.admin');
    const report = authCallbackReceived({ authorizationCode: code, state: 'state-2', error: null });
    setup.store.dispatch(report);
    setup.store.dispatch(report);
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(setup.portalState().session).toBe('signed-in');
    expect(setup.portalState().error).toBeNull();
    expect(setup.visited).toEqual(['/data']);
  });
});

describe('an account of another organisation', () => {
  it('is not signed in: its credential is forgotten and the sign-in page says why', async () => {
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/profile' }));
    await waitFor(() => expect(setup.io.browser.assigned).toHaveLength(1));
    const { code, state } = setup.portal.approve(setup.io.browser.assigned[0]!, 'otto.elsewhere');
    setup.store.dispatch(authCallbackReceived({ authorizationCode: code, state, error: null }));

    await waitFor(() => expect(setup.portalState().error?.code).toBe('portal:other-organisation'));
    expect(setup.portalState().session).not.toBe('signed-in');
    expect(setup.portalState().user).toBeNull();
    expect(setup.portal.revoked.length).toBeGreaterThan(0);
    expect(setup.visited).not.toContain('/profile');
  });
});
