import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { listFails, standardMapHandlers } from '../../../test/support/standardMapHandlers';
import {
  makeEdition,
  makeFile,
  makeJob,
  makeStandardMap,
  sampleLibrary,
} from '../../../test/support/standardMapFactory';

/** The library's list requests the screen made, as query strings. */
function recordListRequests() {
  const asked: string[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/standard-maps')) asked.push(url.search);
  });
  return asked;
}

const gallery = () => screen.getByRole('region', { name: /maps?$|No maps/ });
const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => mswServer.events.removeAllListeners());

describe('the standard maps gallery', () => {
  it('shows a card per map: picture, title, category, edition, page and file size, links', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    await renderApp({ path: '/maps' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Standard Maps' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '5 maps' })).toBeInTheDocument();
    const titles = within(gallery())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Ohio',
      'District 6',
      'District 8',
      'Delaware County',
      'Franklin County',
    ]);

    const delaware = within(card('Delaware County'));
    expect(delaware.getByRole('img', { name: 'Delaware County' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/tims\/api\/standard-maps\/county-39041\/thumbnail\?edition=/),
    );
    expect(delaware.getByText('County')).toBeInTheDocument();
    expect(delaware.getByText('Edition of Nov 23, 2026')).toBeInTheDocument();
    expect(delaware.getByText('Tabloid 11 × 17 in · PDF, 94 KB')).toBeInTheDocument();
    const open = delaware.getByRole('link', { name: 'Open Delaware County (PDF)' });
    expect(open).toHaveAttribute('href', expect.stringMatching(/size=tabloid$/));
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener');

    // Two page sizes: the download offers both.
    await userEvent.click(delaware.getByRole('button', { name: 'Download Delaware County' }));
    const sizes = await screen.findAllByRole('menuitem');
    expect(sizes.map((item) => item.textContent)).toEqual([
      'Tabloid 11 × 17 in (PDF, 94 KB)',
      'Letter 8.5 × 11 in (PDF, 88 KB)',
    ]);
    expect(sizes[1]).toHaveAttribute('href', expect.stringMatching(/size=letter&download=true$/));
  });

  it('offers one download link when the map has one file, and names any page size', async () => {
    const id = 'upload0000001';
    const edition = makeEdition(id, {
      files: [
        makeFile(id, 'e', {
          pageSize: { name: 'custom', widthPt: 2592, heightPt: 1728 },
          bytes: 3_250_000,
        }),
      ],
    });
    mswServer.use(
      ...standardMapHandlers([
        makeStandardMap({ id, title: 'Bike routes', category: 'Specialty', editions: [edition] }),
      ]).handlers,
    );
    await renderApp({ path: '/maps' });
    const bikes = within(await screen.findByRole('article', { name: 'Bike routes' }));
    expect(bikes.getByText('36 × 24 in · PDF, 3.1 MB')).toBeInTheDocument();
    expect(bikes.getByRole('link', { name: 'Download Bike routes' })).toHaveAttribute(
      'href',
      expect.stringMatching(/download=true$/),
    );
  });

  it('keeps the filters, words and sort in the address and in the request', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    const asked = recordListRequests();
    const { router } = await renderApp({ path: '/maps' });
    await screen.findByRole('heading', { level: 2, name: '5 maps' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'County' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=County'));
    expect(await screen.findByRole('heading', { level: 2, name: '2 maps' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'County' }), 'Fra');
    await userEvent.click(await screen.findByRole('option', { name: 'Franklin' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=County&county=39049'));
    expect(await screen.findByRole('heading', { level: 2, name: '1 map' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Franklin County' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title-desc');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?category=County&county=39049&order=desc&sort=title',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Franklin County' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search maps' }), 'delaware{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?category=County&order=desc&q=delaware&sort=title',
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '1 map' })).toBeInTheDocument();
    expect(asked).toContain('?category=County&county=39049&limit=24&offset=0');
    expect(asked[asked.length - 1]).toBe(
      '?category=County&limit=24&offset=0&order=desc&q=delaware&sort=title',
    );
  });

  it('opens with the search of a shared link', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    await renderApp({ path: '/maps?district=8' });
    expect(await screen.findByRole('heading', { level: 2, name: '1 map' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'District 8' })).toBeChecked();
    expect(screen.getByRole('article', { name: 'District 8' })).toBeInTheDocument();
  });

  it('says when no map matches, and clears the filters on request', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    const { router } = await renderApp({ path: '/maps?category=Historic&q=canal' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No maps match' }),
    ).toBeInTheDocument();
    await userEvent.click(within(gallery()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: '5 maps' })).toBeInTheDocument();
  });

  it('says when the maps cannot be loaded, and tries again on request', async () => {
    const library = standardMapHandlers();
    mswServer.use(...library.handlers);
    mswServer.use(...listFails());
    await renderApp({ path: '/maps' });
    expect(await screen.findByText('The maps could not be loaded.')).toBeInTheDocument();
    mswServer.use(...library.handlers); // handlers added later answer first
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '5 maps' })).toBeInTheDocument();
  });

  it('previews a map larger, with its earlier editions', async () => {
    const older = makeEdition('county-39041', { date: '2025-06-30' });
    const current = makeEdition('county-39041', { date: '2026-11-23' });
    mswServer.use(
      ...standardMapHandlers([makeStandardMap({ editions: [current, older] })]).handlers,
    );
    await renderApp({ path: '/maps' });
    const delaware = within(await screen.findByRole('article', { name: 'Delaware County' }));
    await userEvent.click(delaware.getByRole('button', { name: 'Preview Delaware County' }));
    // jsdom lays nothing out, so Fluent's focus manager finds nothing to focus in the dialog and
    // soon marks it aria-hidden: its content is found with `hidden: true`.
    const surface = await screen.findByRole('dialog', { hidden: true });
    const dialog = within(surface);
    expect(dialog.getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(
      'Delaware County',
    );
    expect(dialog.getByRole('img', { name: 'Delaware County', hidden: true })).toHaveAttribute(
      'src',
      current.previewUrl,
    );
    expect(
      dialog.getByRole('heading', { name: 'Current edition, Nov 23, 2026', hidden: true }),
    ).toBeInTheDocument();
    expect(
      await dialog.findByRole('heading', { name: 'Edition of Jun 30, 2025', hidden: true }),
    ).toBeInTheDocument();
    expect(dialog.getAllByText('Letter 8.5 × 11 in, 1 page, 88 KB')).toHaveLength(2);
    expect(
      dialog.getByRole('link', {
        name: 'Download Delaware County, Tabloid 11 × 17 in, edition of Jun 30, 2025',
        hidden: true,
      }),
    ).toHaveAttribute('href', older.files[0]!.downloadUrl);
    await userEvent.click(dialog.getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument(),
    );
  });

  it('shows the drawing of the set while it runs, and the maps as they arrive', async () => {
    const library = standardMapHandlers(sampleLibrary().slice(0, 2), [
      makeJob({ status: 'running', done: 2, current: 'District 8', finishedAt: null }),
    ]);
    mswServer.use(...library.handlers);
    await renderApp({ path: '/maps' });
    expect(await screen.findByText('The library is being prepared')).toBeInTheDocument();
    expect(
      screen.getByText('Drawing the standard maps: 2 of 101 — now District 8'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(await screen.findByRole('heading', { level: 2, name: '2 maps' })).toBeInTheDocument();

    // The server draws the rest; the next poll (2 s) brings the news and the new maps.
    mswServer.use(...standardMapHandlers(sampleLibrary(), [makeJob()]).handlers);
    expect(
      await screen.findByRole('heading', { level: 2, name: '5 maps' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The library is being prepared')).not.toBeInTheDocument(),
    );
  });
});

describe('what visitors see', () => {
  it('has no administrators’ actions and no unpublished maps', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    await renderApp({ path: '/maps' });
    const delaware = within(await screen.findByRole('article', { name: 'Delaware County' }));
    expect(delaware.queryByRole('link', { name: 'Edit Delaware County' })).not.toBeInTheDocument();
    expect(delaware.queryByRole('button', { name: /publish/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload a map' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unpublished')).not.toBeInTheDocument();
  });
});
