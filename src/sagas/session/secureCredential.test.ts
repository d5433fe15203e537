import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../../test/support/mswServer';
import {
  authCallbackReceived,
  signInRequested,
  signOutRequested,
} from '../../features/portal/portalSlice';
import { configWithPortal, setUpSession } from './sessionTestSetup';

/** ArcGIS Enterprise as configured over http on its port 7080; https is on 7443. */
const HTTP_PORTAL = 'http://gis.example.gov:7080/portal';
const HTTPS_PORTAL = 'https://gis.example.gov:7443/portal';

/**
 * An Enterprise portal answering at both addresses and recording which one each request
 * reached. Its token answers say `ssl: true`: requests with the token must then use https.
 */
function enterprisePortal() {
  const requests: string[] = [];
  const at = (base: string) => {
    const rest = `${base}/sharing/rest`;
    const log = (request: Request) => {
      const url = new URL(request.url);
      requests.push(
        `${url.protocol}//${url.host} ${url.pathname.replace('/portal/sharing/rest', '')}`,
      );
    };
    return [
      http.get(
        rest,
        ({ request }) => (log(request), HttpResponse.json({ currentVersion: '2024.1' })),
      ),
      http.get(
        `${rest}/portals/*`,
        ({ request }) => (log(request), HttpResponse.json({ name: 'Enterprise' })),
      ),
      http.get(`${rest}/portals/self/*`, ({ request }) => (log(request), HttpResponse.json({}))),
      http.get(`${rest}/community/self`, ({ request }) => {
        log(request);
        return HttpResponse.json({ username: 'tims.staff', fullName: 'Sam Rivera', groups: [] });
      }),
      http.post(`${rest}/oauth2/token`, ({ request }) => {
        log(request);
        return HttpResponse.json({
          access_token: `token-${requests.length}`,
          expires_in: 1800,
          username: 'tims.staff',
          ssl: true,
          refresh_token: `refresh-${requests.length}`,
          refresh_token_expires_in: 1_209_600,
        });
      }),
      http.post(
        `${rest}/oauth2/revokeToken`,
        ({ request }) => (log(request), HttpResponse.json({ success: true })),
      ),
    ];
  };
  mswServer.use(...at(HTTP_PORTAL), ...at(HTTPS_PORTAL));
  return requests;
}

describe('credential rewrites (spec §9)', () => {
  it('sends every request carrying an ssl credential to https and port 7443', async () => {
    configWithPortal({ url: HTTP_PORTAL });
    const requests = enterprisePortal();
    const setup = setUpSession();
    await waitFor(() => expect(setup.portalState().session).toBe('anonymous'));
    setup.store.dispatch(signInRequested({ returnTo: '/data' }));
    await waitFor(() => expect(setup.io.browser.assigned).toHaveLength(1));
    const state = new URL(setup.io.browser.assigned[0]!).searchParams.get('state');
    setup.store.dispatch(authCallbackReceived({ authorizationCode: 'code-1', state, error: null }));
    await waitFor(() => expect(setup.portalState().session).toBe('signed-in'));
    setup.store.dispatch(signOutRequested());
    await waitFor(() => expect(setup.io.browser.reloads).toBe(1));
    const afterToken = requests.slice(requests.findIndex((r) => r.endsWith('/oauth2/token')) + 1);
    expect(afterToken.length).toBeGreaterThan(2);
    expect(afterToken.filter((r) => !r.startsWith('https://gis.example.gov:7443 '))).toEqual([]);
    expect(afterToken).toContain('https://gis.example.gov:7443 /oauth2/revokeToken');
    expect(setup.portalState().user).toBeNull();
  });
});
