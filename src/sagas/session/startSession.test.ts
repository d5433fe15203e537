import { waitFor } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { setUpSession } from './sessionTestSetup';

/** Counts the portal's token requests (refresh grants) while letting them through. */
function countTokenRequests() {
  const grants: string[] = [];
  mswServer.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/oauth2/token')) return;
    grants.push(new URLSearchParams(await request.clone().text()).get('grant_type') ?? '');
  });
  return grants;
}

afterEach(() => mswServer.events.removeAllListeners());

describe('start-up with a stored credential', () => {
  it('uses a 30-minute access token as is a minute after it was issued (no refresh)', async () => {
    const io = createTestServices();
    const setup = setUpSession({ io });
    const stored = setup.portal.credentialFor('tims.staff');
    // The local portal issues 30-minute access tokens: a page load a minute later finds 29.
    io.storedCredentials.set(PORTAL, { ...stored, expires: Date.now() + 29 * 60_000 });
    const grants = countTokenRequests();
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    expect(grants).toEqual([]);
    expect(io.storedCredentials.get(PORTAL)?.token).toBe(stored.token);
  });

  it('renews an access token within a minute of its expiry with the refresh token', async () => {
    const io = createTestServices();
    const setup = setUpSession({ io });
    const stored = setup.portal.credentialFor('tims.staff');
    io.storedCredentials.set(PORTAL, { ...stored, expires: Date.now() + 30_000 });
    const grants = countTokenRequests();
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    expect(grants).toEqual(['refresh_token']);
    expect(io.storedCredentials.get(PORTAL)?.token).not.toBe(stored.token);
  });

  it('drops a credential whose refresh token has less than 30 minutes left (spec §4)', async () => {
    const io = createTestServices();
    const setup = setUpSession({ io });
    const stored = setup.portal.credentialFor('tims.staff');
    io.storedCredentials.set(PORTAL, { ...stored, refreshTokenExpires: Date.now() + 29 * 60_000 });
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    expect(io.storedCredentials.has(PORTAL)).toBe(false);
  });
});
