import { waitFor } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { createTestPortal, PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { createTestStore } from '../../../test/support/testStore';
import { authCallbackReceived, signInRequested } from '../portal/portalSlice';
import { serializeActionLog } from '../../services/actionLog/serializeActionLog';

/**
 * The proof that no secret reaches the action log: a sign-in through the real sagas and OAuth
 * client (the portal answered by MSW), then a token refresh; every secret the exchange used is
 * looked for in the store's own state and in the log.
 */
describe('the session log after a sign-in and a token refresh', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('holds no token, code or code verifier, and neither does the state', async () => {
    const portal = createTestPortal(1800);
    mswServer.use(...portal.handlers);
    const io = createTestServices();
    const verifiers: string[] = [];
    const save = io.services.pendingSignIn.savePendingSignIn;
    io.services.pendingSignIn.savePendingSignIn = (pending) => {
      verifiers.push(pending.codeVerifier);
      save(pending);
    };
    io.services.navigation.attach({ navigate: () => {}, currentPath: () => '/data' });
    const { store } = createTestStore(undefined, io);
    await waitFor(() => expect(store.getState().portal.session).toBe('anonymous'));

    store.dispatch(signInRequested({ returnTo: '/profile' }));
    await waitFor(() => expect(io.browser.assigned).toHaveLength(1));
    const { code, state: oauthState } = portal.approve(io.browser.assigned[0]!, 'tims.admin');
    store.dispatch(
      authCallbackReceived({ authorizationCode: code, state: oauthState, error: null }),
    );
    await waitFor(() => expect(store.getState().portal.session).toBe('signed-in'));
    const first = io.storedCredentials.get(PORTAL)!;
    // Up to the expiry: the refresh saga renews the token before it.
    await jest.advanceTimersByTimeAsync(first.expires - Date.now());
    await waitFor(() => expect(io.storedCredentials.get(PORTAL)!.token).not.toBe(first.token));
    const second = io.storedCredentials.get(PORTAL)!;

    const secrets = [
      code,
      ...verifiers,
      first.token,
      first.refreshToken,
      second.token,
      second.refreshToken,
    ];
    expect(secrets.every(Boolean)).toBe(true);
    expect(verifiers).toHaveLength(1);
    const log = serializeActionLog(io.services.actionLog.build('1'));
    const state = JSON.stringify(store.getState());
    for (const secret of secrets) {
      // Quoted or after `=`: `access-1` must not match inside `access-10`.
      const exact = new RegExp(`["=]${secret}["&]`);
      expect(log).not.toMatch(exact);
      expect(state).not.toMatch(exact);
    }
    expect(log).toContain('portal/credentialRefreshed');
  });
});
