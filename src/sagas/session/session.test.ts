import { waitFor } from '@testing-library/react';
import { PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { createTestStore } from '../../../test/support/testStore';
import { portalEndpoints } from '../../features/portal/portalEndpoints';
import {
  authCallbackReceived,
  signInRequested,
  signOutRequested,
} from '../../features/portal/portalSlice';
import { selectToasts } from '../../features/toasts/toastsSlice';
import { REFRESH_AHEAD_MS } from './refreshSaga';
import { setUpSession, signInThroughPortal } from './sessionTestSetup';

describe('portal session', () => {
  it('starts anonymous without a stored credential and still loads the portal', async () => {
    const { io, portalState } = setUpSession();
    await waitFor(() => expect(portalState().loadState).toBe('loaded'));
    expect(portalState().session).toBe('anonymous');
    expect(portalState().info).toEqual(expect.objectContaining({ name: 'Test Portal' }));
    expect(portalState().info).not.toHaveProperty('user');
    expect(io.logs).toContainEqual(expect.objectContaining({ message: 'User not signed in' }));
  });

  it('signs in with PKCE, sets the user and the admin flag, keeps the credential, returns', async () => {
    const setup = setUpSession();
    await signInThroughPortal(setup);
    const authorize = new URL(setup.io.browser.assigned[0]!);
    expect(authorize.pathname).toBe('/portal/sharing/rest/oauth2/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost/tims/auth');
    expect(setup.portalState().user).toEqual({
      username: 'tims.admin',
      fullName: 'Alex Morgan',
      thumbnailUrl: null,
      groups: [{ id: 'admins', title: 'TIMS Administrators' }],
    });
    expect(setup.portalState().isAdmin).toBe(true);
    expect(setup.io.storedCredentials.get(PORTAL)).toEqual(
      expect.objectContaining({
        userId: 'tims.admin',
        token: 'access-1',
        refreshToken: 'refresh-1',
      }),
    );
    expect(setup.visited).toEqual(['/profile']);
    expect(JSON.stringify(setup.store.getState())).not.toContain('access-1');
  });

  it('is not an administrator without the admin group', async () => {
    const setup = setUpSession();
    await signInThroughPortal(setup, 'tims.staff');
    expect(setup.portalState().isAdmin).toBe(false);
  });

  it('gives user-aborted when the visitor cancels on the portal page', async () => {
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/maps' }));
    await waitFor(() => expect(setup.io.browser.assigned).toHaveLength(1));
    setup.store.dispatch(
      authCallbackReceived({ authorizationCode: null, state: null, error: 'access_denied' }),
    );
    await waitFor(() =>
      expect(setup.portalState().error).toEqual({
        code: 'identity-manager:user-aborted',
        message: 'ABORTED',
      }),
    );
    expect(setup.portalState().session).toBe('anonymous');
  });

  it('refuses a callback whose state does not match', async () => {
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/' }));
    await waitFor(() => expect(setup.io.browser.assigned).toHaveLength(1));
    const { code } = setup.portal.approve(setup.io.browser.assigned[0]!, 'tims.admin');
    setup.store.dispatch(
      authCallbackReceived({ authorizationCode: code, state: 'forged', error: null }),
    );
    await waitFor(() => expect(setup.portalState().error?.code).toBe('sign-in-mismatch'));
  });

  it('resumes from a stored credential at start', async () => {
    const first = setUpSession();
    await signInThroughPortal(first);
    const io = createTestServices();
    io.storedCredentials.set(PORTAL, first.io.storedCredentials.get(PORTAL)!);
    const { store } = createTestStore(undefined, io);
    await waitFor(() => expect(store.getState().portal.session).toBe('signed-in'));
    expect(store.getState().portal.user?.username).toBe('tims.admin');
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('refreshes 60 s before expiry, and not before', async () => {
      const setup = setUpSession({ tokenLifetimeSeconds: 1800 });
      await signInThroughPortal(setup);
      const expires = setup.io.storedCredentials.get(PORTAL)!.expires;
      await jest.advanceTimersByTimeAsync(expires - Date.now() - REFRESH_AHEAD_MS - 1000);
      expect(setup.io.storedCredentials.get(PORTAL)!.token).toBe('access-1');
      await jest.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(setup.io.storedCredentials.get(PORTAL)!.token).toBe('access-2'));
      expect(setup.portalState().tokenExpires).toBe(
        setup.io.storedCredentials.get(PORTAL)!.expires,
      );
    });

    it('signs out: revokes, forgets, tells the other tabs, reloads, and stops refreshing', async () => {
      const setup = setUpSession({ tokenLifetimeSeconds: 1800 });
      await signInThroughPortal(setup);
      setup.store.dispatch(signOutRequested());
      await waitFor(() => expect(setup.io.browser.reloads).toBe(1));
      expect(setup.portal.revoked).toEqual(['refresh-1', 'access-1']);
      expect(setup.io.storedCredentials.has(PORTAL)).toBe(false);
      expect(setup.io.broadcasts).toContainEqual({ type: 'signed-out' });
      expect(setup.portalState()).toEqual(
        expect.objectContaining({ session: 'anonymous', user: null, isAdmin: false }),
      );
      await jest.advanceTimersByTimeAsync(3_600_000);
      expect(setup.portal.accessTokens.size).toBe(0); // no refresh issued a new token
    });
  });

  it('destroys a credential that meets 498 and asks to sign in again', async () => {
    const setup = setUpSession();
    await signInThroughPortal(setup);
    setup.portal.invalidate('access-1');
    await setup.store.dispatch(
      portalEndpoints.endpoints.checkSignInStatus.initiate(undefined, { forceRefetch: true }),
    );
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.io.storedCredentials.has(PORTAL)).toBe(false);
    expect(setup.portalState().error?.code).toBe('identity-manager:not-authenticated');
    expect(selectToasts(setup.store.getState()).map((t) => t.message)).toContain(
      'toasts.sessionExpired',
    );
    expect(setup.visited).toContain('/auth?returnTo=%2Fdata');
  });

  it('signs out when another tab signed out', async () => {
    const setup = setUpSession();
    await signInThroughPortal(setup);
    setup.io.otherTab({ type: 'signed-out' });
    await waitFor(() => expect(setup.io.browser.reloads).toBe(1));
    expect(setup.portalState().session).toBe('anonymous');
  });
});
