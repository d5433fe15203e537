import { waitFor } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { portalEndpoints } from '../../features/portal/portalEndpoints';
import { setUpSession } from './sessionTestSetup';

afterEach(() => mswServer.events.removeAllListeners());

describe("the portal's reads of spec §7", () => {
  it('reads settings and regions in the culture, and the category and classification schemas', async () => {
    const asked: string[] = [];
    mswServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace('/portal/sharing/rest', '');
      if (path.startsWith('/portals/') && path !== '/portals/self') {
        asked.push(`${path}?${url.searchParams}`);
      }
    });
    const setup = setUpSession();
    await waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.sort()).toEqual([
      '/portals/regions?f=json&culture=en',
      '/portals/self/categorySchema?f=json',
      '/portals/self/classification/classificationSchema?f=json',
      '/portals/self/settings?f=json&culture=en',
    ]);
    const state = () => setup.store.getState();
    await waitFor(() =>
      expect(
        portalEndpoints.endpoints.getPortalRegions.select({ culture: 'en' })(state()).data,
      ).toEqual([{ region: 'US', localizedName: 'United States', defaultLanguage: 'en' }]),
    );
    expect(portalEndpoints.endpoints.getCategorySchema.select()(state()).data).toEqual([]);
    expect(
      portalEndpoints.endpoints.getPortalSettings.select({ culture: 'en' })(state()).data,
    ).toEqual({
      informationalBanner: { enabled: false },
    });
  });
});
