import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppConfig } from '../../../contracts/config';
import { API, makeConfig, mswServer } from '../../../test/support/mswServer';
import { createTestPortal } from '../../../test/support/portalHandlers';
import { createTestServices } from '../../../test/support/testServices';
import { createTestStore } from '../../../test/support/testStore';
import { authCallbackReceived, signInRequested } from '../../features/portal/portalSlice';

/** Scenario: the API answers the config with these portal settings (auth mode, popup…). */
export function configWithPortal(portal: Record<string, unknown>) {
  const config = makeConfig();
  const answer = { ...config, portal: { ...config.portal, ...portal } } as AppConfig;
  mswServer.use(http.get(`${API}/config`, () => HttpResponse.json(answer)));
}

/** Scenario: the config is answered only when the test calls the returned function. */
export function configArrivesLater() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  mswServer.use(
    http.get(`${API}/config`, async () => {
      await released;
      return HttpResponse.json(makeConfig());
    }),
  );
  return release;
}

/** A store with the real sagas, a test portal (MSW) and a router that records navigations. */
export function setUpSession({
  tokenLifetimeSeconds = 1800,
  path = '/data',
  io = createTestServices(),
}: {
  tokenLifetimeSeconds?: number;
  path?: string;
  io?: ReturnType<typeof createTestServices>;
} = {}) {
  const portal = createTestPortal(tokenLifetimeSeconds);
  mswServer.use(...portal.handlers);
  const visited: string[] = [];
  io.services.navigation.attach({
    navigate: (to) => void visited.push(to),
    currentPath: () => path,
  });
  const { store } = createTestStore(undefined, io);
  const portalState = () => store.getState().portal;
  return { portal, io, store, visited, portalState };
}

export type SessionSetup = ReturnType<typeof setUpSession>;

/** Signs in through the portal's page (redirect flow) as `username`. */
export async function signInThroughPortal(
  { portal, io, store, portalState }: SessionSetup,
  username = 'tims.admin',
) {
  await waitFor(() => expect(portalState().session).toBe('anonymous'));
  store.dispatch(signInRequested({ returnTo: '/profile' }));
  await waitFor(() => expect(io.browser.assigned).toHaveLength(1));
  const { code, state } = portal.approve(io.browser.assigned[0]!, username);
  store.dispatch(authCallbackReceived({ authorizationCode: code, state, error: null }));
  await waitFor(() => expect(portalState().session).toBe('signed-in'));
}
