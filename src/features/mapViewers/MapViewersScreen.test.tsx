import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  gallerySearchFails,
  GROUP_IDS,
  groupListFails,
  manyBridgeMaps,
  mapViewerHandlers,
  sampleGallery,
} from '../../../test/support/mapViewerHandlers';
import { API, makeConfig, mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { renderApp } from '../../../test/support/renderApp';
import {
  card,
  cardTitles,
  gallery,
  groupNav,
  itemSearches,
} from '../../../test/support/mapViewerQueries';

describe('the groups of the gallery', () => {
  it('lists the featured groups by title with their pictures and counts, and opens the first', async () => {
    const portal = mapViewerHandlers();
    mswServer.use(...portal.handlers);
    await renderApp({ path: '/mapviewers' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Map Viewers' }),
    ).toBeInTheDocument();
    const links = await within(
      await screen.findByRole('navigation', { name: 'Map viewer groups' }),
    ).findAllByRole('link');
    expect(links.map((link) => link.querySelector('strong')?.textContent)).toEqual([
      'Bridges',
      'Featured Maps',
      'Planning',
      'Traffic & Safety',
    ]);
    // Counts are of what the visitor may open: the staff map and the document are not counted.
    expect(
      await within(groupNav()).findByRole('link', { name: /^Traffic & Safety\s*3 maps and apps$/ }),
    ).toBeInTheDocument();
    expect(
      await within(groupNav()).findByRole('link', { name: /^Planning\s*0 maps and apps$/ }),
    ).toBeInTheDocument();
    const featured = within(groupNav()).getByRole('link', { name: /^Featured Maps/ });
    expect(featured.querySelector('img')).toHaveAttribute(
      'src',
      `${PORTAL}/sharing/rest/community/groups/${GROUP_IDS.featured}/info/thumbnail.png`,
    );

    // The first group (by title) is open: Bridges has nothing yet.
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bridges' })).toBeInTheDocument();
    expect(await screen.findByText('No maps or apps in this group')).toBeInTheDocument();

    const groupsAsked = portal.requests.find(({ path }) => path === 'community/groups')!.params;
    expect(Object.fromEntries(groupsAsked)).toEqual({
      q:
        '(title:"Featured Maps" AND owner:tims.admin) OR (title:"Traffic & Safety" AND owner:tims.admin) OR ' +
        '(title:"Bridges" AND owner:tims.admin) OR (title:"Planning" AND owner:tims.admin)',
      num: '100',
      start: '1',
      sortField: 'title',
      sortOrder: 'asc',
      f: 'json',
    });
  });

  it('lists the groups of the configuration instead when it names some', async () => {
    const portal = mapViewerHandlers();
    mswServer.use(
      ...portal.handlers,
      http.get(`${API}/config`, () =>
        HttpResponse.json(
          makeConfig({
            portal: {
              ...makeConfig().portal,
              mapViewerGroupIds: [GROUP_IDS.traffic, GROUP_IDS.featured],
            },
          }),
        ),
      ),
    );
    await renderApp({ path: '/mapviewers' });
    const links = await within(
      await screen.findByRole('navigation', { name: 'Map viewer groups' }),
    ).findAllByRole('link');
    expect(links.map((link) => link.querySelector('strong')?.textContent)).toEqual([
      'Featured Maps',
      'Traffic & Safety',
    ]);
    const groupsAsked = portal.requests.find(({ path }) => path === 'community/groups')!.params;
    expect(groupsAsked.get('q')).toBe(`id:${GROUP_IDS.traffic} OR id:${GROUP_IDS.featured}`);
    expect(
      await screen.findByRole('article', { name: 'Construction Projects 2026' }),
    ).toBeInTheDocument();
  });

  it('says when the groups cannot be loaded, and asks again on request', async () => {
    const portal = mapViewerHandlers();
    mswServer.use(...portal.handlers);
    mswServer.use(...groupListFails()); // handlers added later answer first
    await renderApp({ path: '/mapviewers' });
    expect(
      await screen.findByText('The groups could not be loaded from the portal.'),
    ).toBeInTheDocument();
    mswServer.use(...portal.handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bridges' })).toBeInTheDocument();
  });

  it('says so when the organisation features no group', async () => {
    mswServer.use(...mapViewerHandlers({ featured: [] }).handlers);
    await renderApp({ path: '/mapviewers' });
    expect(await screen.findByText('No map viewer groups are set up yet.')).toBeInTheDocument();
  });
});

describe('the maps and apps of a group', () => {
  it('shows a card per map or app, and choosing another group changes the address', async () => {
    const portal = mapViewerHandlers();
    mswServer.use(...portal.handlers);
    const { router } = await renderApp({ path: '/mapviewers' });
    await userEvent.click(
      await within(await screen.findByRole('navigation', { name: 'Map viewer groups' })).findByRole(
        'link',
        { name: /^Featured Maps/ },
      ),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/mapviewers/group/${GROUP_IDS.featured}`),
    );
    expect(within(groupNav()).getByRole('link', { name: /^Featured Maps/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Featured Maps' }),
    ).toBeInTheDocument();
    expect(
      await within(gallery('Featured Maps')).findByText('3 maps and apps'),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Construction Projects 2026',
      'Interchange 3D',
      'Statewide Project Explorer',
    ]);

    const map = within(card('Construction Projects 2026'));
    expect(map.getByText('Web map')).toBeInTheDocument();
    expect(map.getByText('Projects under construction this year.')).toBeInTheDocument();
    expect(map.getByText('By tims.admin')).toBeInTheDocument();
    expect(map.getByText('Updated Nov 2, 2026')).toBeInTheDocument();
    expect(card('Construction Projects 2026').querySelector('img')).toHaveAttribute(
      'src',
      `${PORTAL}/sharing/rest/content/items/3bc5d448d04d71b9c9a8761689de2bbd/info/thumbnail/thumbnail.png`,
    );
    // A web map opens in TIMS, inside the app.
    const open = map.getByRole('link', { name: 'Open map Construction Projects 2026 in TIMS' });
    expect(open).toHaveAttribute('href', '/map/wid/3bc5d448d04d71b9c9a8761689de2bbd');
    expect(open).not.toHaveAttribute('target');

    // An app opens at its own address in a new tab.
    const app = within(card('Statewide Project Explorer')).getByRole('link', {
      name: 'Open app Statewide Project Explorer (opens in a new tab)',
    });
    expect(app).toHaveAttribute('href', 'https://apps.dot.example.gov/explorer/');
    expect(app).toHaveAttribute('target', '_blank');
    expect(app).toHaveAttribute('rel', 'noopener');
    expect(within(card('Statewide Project Explorer')).getByText('Web app')).toBeInTheDocument();

    // A scene has no address of its own: the portal's item page shows it.
    const scene = within(card('Interchange 3D'));
    expect(scene.getByText('3D web scene')).toBeInTheDocument();
    expect(
      scene.getByRole('link', { name: 'View in portal: Interchange 3D (opens in a new tab)' }),
    ).toHaveAttribute('href', `${PORTAL}/home/item.html?id=aaaa1111bbbb2222cccc3333dddd4444`);
    expect(card('Interchange 3D').querySelector('img')).toBeNull();

    const asked = itemSearches(portal.requests).at(-1)!;
    expect(asked.group).toBe(GROUP_IDS.featured);
    expect(asked.params.get('q')).toBe(
      '(type:"Web Map" OR type:"Web Mapping Application" OR type:"Dashboard" OR type:"Web Experience" OR type:"Web Scene") -type:"Web Experience Template" -type:"Dashboard Add In"',
    );
    expect(asked.params.get('start')).toBe('1');
    expect(asked.params.get('num')).toBe('24');
    expect(asked.params.get('sortField')).toBe('title');
    expect(asked.params.get('sortOrder')).toBe('asc');
  });

  it('keeps the words and the order in the address and in the search', async () => {
    const portal = mapViewerHandlers();
    mswServer.use(...portal.handlers);
    const { router } = await renderApp({ path: `/mapviewers/group/${GROUP_IDS.traffic}` });
    const traffic = within(await screen.findByRole('region', { name: 'Traffic & Safety' }));
    expect(await traffic.findByText('3 maps and apps')).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'modified-desc',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=modified'));
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Traffic Count Dashboard',
        'Crash Density with Living Atlas Traffic',
        'Work Zone Viewer',
      ]),
    );
    expect(itemSearches(portal.requests).at(-1)!.params.get('sortField')).toBe('modified');
    expect(itemSearches(portal.requests).at(-1)!.params.get('sortOrder')).toBe('desc');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search maps and apps' }),
      'traffic "count{Enter}',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=traffic+%22count&sort=modified'),
    );
    expect(await screen.findByText('1 map or app matches “traffic "count”')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Traffic Count Dashboard']);
    // The visitor's quote cannot end the portal's quoted value.
    expect(itemSearches(portal.requests).at(-1)!.params.get('q')).toMatch(
      / AND \("traffic" AND "count"\)$/,
    );

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search maps and apps' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search maps and apps' }),
      'ferry{Enter}',
    );
    expect(await screen.findByText('No maps or apps match “ferry”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=modified'));
    expect(await traffic.findByText('3 maps and apps')).toBeInTheDocument();
  });

  it('turns pages in the address, and the heading takes the focus', async () => {
    const { groups, items } = sampleGallery();
    const portal = mapViewerHandlers({ groups, items: [...items, ...manyBridgeMaps(30)] });
    mswServer.use(...portal.handlers);
    const { router } = await renderApp({ path: `/mapviewers/group/${GROUP_IDS.bridges}` });
    expect(
      await within(await screen.findByRole('region', { name: 'Bridges' })).findByText(
        '30 maps and apps',
      ),
    ).toBeInTheDocument();
    // The cards that fit first, the rest of the page's 24 when the browser is idle.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    const pages = screen.getByRole('navigation', { name: 'Pages of maps and apps' });
    expect(within(pages).getByText('1–24 of 30')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(cardTitles()[0]).toBe('Bridge map 25');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of maps and apps' })).getByText(
        '25–30 of 30',
      ),
    ).toBeInTheDocument();
    expect(itemSearches(portal.requests).at(-1)!.params.get('start')).toBe('25');
    // The group's heading takes the focus, so the next Tab is in the new page.
    expect(screen.getByRole('heading', { level: 2, name: 'Bridges' })).toHaveFocus();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of maps and apps' })).getByRole(
        'button',
        { name: 'Next' },
      ),
    ).toBeDisabled();
  });

  it('says when a page is past the end, and goes back to the first', async () => {
    mswServer.use(...mapViewerHandlers().handlers);
    const { router } = await renderApp({
      path: `/mapviewers/group/${GROUP_IDS.featured}?page=4&sort=title&order=desc`,
    });
    expect(await screen.findByText('There is no page 4 of this group.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title-desc');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=desc'));
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Statewide Project Explorer',
        'Interchange 3D',
        'Construction Projects 2026',
      ]),
    );
  });

  it('says when the items cannot be loaded, and asks again on request', async () => {
    const portal = mapViewerHandlers();
    mswServer.use(...portal.handlers);
    mswServer.use(...gallerySearchFails());
    await renderApp({ path: `/mapviewers/group/${GROUP_IDS.featured}` });
    expect(
      await screen.findByText('The maps and apps of this group could not be loaded.'),
    ).toBeInTheDocument();
    mswServer.use(...portal.handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Interchange 3D' })).toBeInTheDocument();
  });

  it('says plainly that a group of the address does not exist, with the way back', async () => {
    mswServer.use(...mapViewerHandlers().handlers);
    const { router } = await renderApp({
      path: '/mapviewers/group/ffffffffffffffffffffffffffffffff',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Group not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('If it is shared with you, sign in to see it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the map viewers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapviewers'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bridges' })).toBeInTheDocument();
  });

  it('shows a group the list does not hold when a link names it', async () => {
    mswServer.use(...mapViewerHandlers({ featured: [] }).handlers);
    await renderApp({ path: `/mapviewers/group/${GROUP_IDS.traffic}` });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Traffic & Safety' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Traffic counts, work zones and crash analysis.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Work Zone Viewer' })).toBeInTheDocument();
  });
});
