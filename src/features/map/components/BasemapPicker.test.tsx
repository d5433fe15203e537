import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mapCalls } from '../../../../test/support/arcgis/mapController';
import { mswServer } from '../../../../test/support/mswServer';
import { PORTAL } from '../../../../test/support/portalHandlers';
import { renderApp } from '../../../../test/support/renderApp';
import { basemapStatusChanged, selectMap } from '../mapSlice';

const REST = `${PORTAL}/sharing/rest`;
const GROUP = 'c7a1f3e2b9d84a6f9e0b2d4c6a8e1f35';
const LIGHT_GRAY = '7f34b4511751a1d24704e68b224e4084';
const SCENE = '0123456789abcdef0123456789abcdef';

const basemapItem = (id: string, title: string, type = 'Web Map', access = 'public') => ({
  id,
  title,
  type,
  access,
  owner: 'tims.admin',
  thumbnail: 'thumbnail/thumbnail.svg',
});

/** Scenario: the portal names its basemap gallery group and the group holds `items`. */
function makesThePortalOfferBasemaps(
  items = [basemapItem(LIGHT_GRAY, 'Light Gray Canvas (TIMS)')],
) {
  const asked: URLSearchParams[] = [];
  mswServer.use(
    http.get(`${REST}/portals/self`, () =>
      HttpResponse.json({
        id: 'org1',
        name: 'Test Portal',
        basemapGalleryGroupQuery: `id:${GROUP}`,
      }),
    ),
    http.get(`${REST}/community/groups`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        total: 1,
        results: [{ id: GROUP, title: 'TIMS Basemaps', sortField: 'title', sortOrder: 'asc' }],
      });
    }),
    http.get(`${REST}/content/groups/${GROUP}/search`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: items.length, nextStart: -1, results: items });
    }),
  );
  return asked;
}

/** Scenario: the portal refuses the gallery group's search (a 403). */
function makesTheGalleryFail() {
  mswServer.use(
    http.get(`${REST}/community/groups`, () =>
      HttpResponse.json({ error: { code: 'denied', message: 'No' } }, { status: 403 }),
    ),
  );
}

const calls = (method: string) =>
  mapCalls.filter((call) => call.method === method).map((call) => call.args);

async function openBasemapTab(path = '/map') {
  const rendered = await renderApp({ path });
  await userEvent.click(await screen.findByRole('tab', { name: 'Basemap' }));
  return rendered;
}

beforeEach(() => {
  mapCalls.length = 0;
});

describe('the basemap picker', () => {
  it('lists the offline basemaps, then the portal gallery’s, and puts a portal one on the map', async () => {
    const asked = makesThePortalOfferBasemaps([
      basemapItem(LIGHT_GRAY, 'Light Gray Canvas (TIMS)'),
      basemapItem(SCENE, 'Elevation scene', 'Web Scene'),
    ]);
    const { store } = await openBasemapTab();
    const offline = screen.getByRole('radiogroup', { name: 'TIMS basemaps' });
    expect(within(offline).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(offline).getByRole('radio', { name: 'Dark' })).not.toBeChecked();

    const gallery = await screen.findByRole('radiogroup', { name: 'Portal basemaps' });
    const lightGray = within(gallery).getByRole('radio', { name: 'Light Gray Canvas (TIMS)' });
    expect(
      within(gallery).getByRole('radio', { name: 'Elevation scene (web scene)' }),
    ).toBeInTheDocument();
    // The group found by basemapGalleryGroupQuery, its web maps and scenes in its own order.
    expect(asked[0]?.get('q')).toBe(`id:${GROUP}`);
    expect(asked[1]?.get('q')).toBe(
      '(type:"Web Map" OR type:"Web Scene") -type:"Web Mapping Application"',
    );
    expect(asked[1]?.get('num')).toBe('100');
    expect(asked[1]?.get('sortField')).toBe('title');
    // Public thumbnails come straight from the portal.
    const thumbnail = gallery.querySelector('img');
    expect(thumbnail).toHaveAttribute(
      'src',
      `${REST}/content/items/${LIGHT_GRAY}/info/thumbnail/thumbnail.svg`,
    );

    await userEvent.click(lightGray);
    await waitFor(() => expect(calls('setBasemap')).toContainEqual([LIGHT_GRAY]));
    expect(lightGray).toBeChecked();
    expect(within(offline).getByRole('radio', { name: 'Light' })).not.toBeChecked();
    expect(selectMap(store.getState()).basemap).toBe(LIGHT_GRAY);

    // Back to an offline one, by keyboard.
    within(offline).getByRole('radio', { name: 'Light' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(selectMap(store.getState()).basemap).toBe('dark'));
    expect(calls('setBasemap').at(-1)).toEqual(['dark']);
    expect(lightGray).not.toBeChecked();
  });

  it('says when the gallery cannot be loaded, keeps the offline basemaps, and retries', async () => {
    makesThePortalOfferBasemaps();
    makesTheGalleryFail();
    const { store } = await openBasemapTab();
    expect(await screen.findByText('The portal’s basemaps could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(selectMap(store.getState()).basemap).toBe('dark');

    makesThePortalOfferBasemaps();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('radio', { name: 'Light Gray Canvas (TIMS)' }),
    ).not.toBeChecked();
  });

  it('says when the portal has no basemap gallery', async () => {
    await openBasemapTab();
    expect(await screen.findByText('The portal offers no basemaps.')).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('opens a link naming a portal basemap with it chosen', async () => {
    makesThePortalOfferBasemaps();
    await openBasemapTab(`/map?basemap=${LIGHT_GRAY}`);
    expect(await screen.findByRole('radio', { name: 'Light Gray Canvas (TIMS)' })).toBeChecked();
    await waitFor(() => expect(calls('setBasemap')).toContainEqual([LIGHT_GRAY]));
  });

  it('shows a portal basemap loading, and one that failed giving way to what the map shows', async () => {
    makesThePortalOfferBasemaps();
    const { store } = await openBasemapTab();
    const lightGray = await screen.findByRole('radio', { name: 'Light Gray Canvas (TIMS)' });
    await userEvent.click(lightGray);
    store.dispatch(basemapStatusChanged({ id: LIGHT_GRAY, status: 'loading' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Loading Light Gray Canvas (TIMS)' }),
    ).toBeInTheDocument();

    store.dispatch(
      basemapStatusChanged({
        id: LIGHT_GRAY,
        status: 'failed',
        shown: 'light',
        code: 'needs-sign-in',
        message: 'Sign in',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Light Gray Canvas (TIMS) could not be shown: sign in to use it. The map keeps its basemap.',
    );
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(lightGray).not.toBeChecked();
    expect(selectMap(store.getState()).basemap).toBe('light');
  });
});
