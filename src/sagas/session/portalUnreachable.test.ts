import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { signInRequested } from '../../features/portal/portalSlice';
import { setUpSession } from './sessionTestSetup';

/** Scenario: nothing answers at the portal's address (the browser's "Failed to fetch"). */
function portalIsUnreachable() {
  mswServer.use(http.all(`${PORTAL}/*`, () => HttpResponse.error()));
}

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe('the portal unreachable', () => {
  it('is known to have failed before the visitor is anonymous, and sign-in is refused', async () => {
    const setup = setUpSession();
    portalIsUnreachable();
    const seen: string[] = [];
    setup.store.subscribe(() => {
      const { session, loadState } = setup.portalState();
      seen.push(`${session}/${loadState}`);
    });
    await jest.advanceTimersByTimeAsync(30_000); // the base query's three retries
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.portalState().loadState).toBe('failed');
    expect(seen.filter((s) => s.startsWith('anonymous/')).every((s) => s.endsWith('/failed'))).toBe(
      true,
    );
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(setup.portalState().error?.code).toBe('network'));
    expect(setup.io.browser.assigned).toEqual([]);
    expect(setup.portalState().session).toBe('anonymous');
  });

  it('keeps a stored credential for when the portal is back (not revoked, not removed)', async () => {
    const io = createTestServices();
    const setup = setUpSession({ io });
    const stored = setup.portal.credentialFor('tims.staff');
    io.storedCredentials.set(PORTAL, stored);
    portalIsUnreachable();
    await jest.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(setup.portalState().loadState).toBe('failed');
    expect(io.storedCredentials.get(PORTAL)).toEqual(stored);
    expect(setup.portal.revoked).toEqual([]);
  });
});
