import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mswServer } from '../../../test/support/mswServer';
import { listItemOf, SAMPLE_PROJECTS } from '../../../test/support/projectFactory';
import { renderApp } from '../../../test/support/renderApp';

/** For what a loaded machine may take longer than a second to show. */
const SLOW = { timeout: 5000 };

/** The results no longer fetching: a popover opened before the search lands closes with it. */
const settled = (results: string) =>
  waitFor(
    () =>
      expect(screen.getByRole('region', { name: results })).toHaveAttribute('aria-busy', 'false'),
    SLOW,
  );

/**
 * The open export popover. By label, not role: Fluent keeps the surface hidden until it has
 * placed it, which jsdom does only sometimes, and roles skip hidden elements.
 */
const exportSurface = () => screen.findByLabelText('Export the results', {}, SLOW);

const rows = () =>
  within(screen.getByRole('grid', { name: 'Projects found' }))
    .getAllByRole('row')
    .slice(1); // the header row

describe('project search and details', () => {
  it('finds projects by PID prefix from the address, with a count', async () => {
    await renderApp({ path: '/projects?pid=1122' });
    expect(await screen.findByRole('heading', { name: '2 projects' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      '112233',
      '112240',
    ]);
  });

  it('searches words when the box holds something other than digits', async () => {
    const { router } = await renderApp({ path: '/projects' });
    await screen.findByRole('heading', { name: '3 projects' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'PID, name or route' }),
      'bridge{Enter}',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=bridge'));
    expect(await screen.findByRole('heading', { name: '1 project' })).toBeInTheDocument();
  });

  it('keeps filters and sort in the address', async () => {
    const { router } = await renderApp({ path: '/projects' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Construction (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?phase=Construction'));
    expect(await screen.findByRole('heading', { name: '1 project' })).toBeInTheDocument();
    const fiscalYear = screen.getByRole('columnheader', { name: /Fiscal year/ });
    await userEvent.click(within(fiscalYear).getByRole('button'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?order=asc&phase=Construction&sort=fiscalYear'),
    );
  });

  it("makes a closed filter group's checkboxes when it is first opened", async () => {
    const { router } = await renderApp({ path: '/projects' });
    await screen.findByRole('checkbox', { name: 'Construction (1)' });
    const county = screen.getByRole('group', { name: 'County' });
    expect(county.closest('details')).not.toHaveAttribute('open');
    expect(within(county).queryAllByRole('checkbox')).toEqual([]);
    await userEvent.click(screen.getByText('County', { selector: 'summary' }));
    await userEvent.click(await within(county).findByRole('checkbox', { name: 'Franklin (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?county=39049'));
  });

  it('says "more than 10,000" when a word search stopped counting, and pages no further', async () => {
    const asked: URLSearchParams[] = [];
    mswServer.use(
      http.get(`${API}/projects`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const items = SAMPLE_PROJECTS.map(listItemOf);
        const offset = Number(params.get('offset') ?? 0);
        return HttpResponse.json({ items, total: 10_000, totalIsCapped: true, offset, limit: 50 });
      }),
    );
    await renderApp({ path: '/projects?q=bridge&offset=9950' });
    expect(
      await screen.findByRole('heading', { name: 'More than 10,000 projects' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Add words or filters to narrow the search/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByText('9,951–9,953 of more than 10,000')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
    // The export holds every match, and says so before the download.
    await settled('More than 10,000 projects');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const surface = await exportSurface();
    expect(
      within(surface).getByText(/The file holds every project that matches — more than 10,000/),
    ).toBeInTheDocument();
    const download = within(surface).getByText('Download').closest('a')!;
    const exported = new URL(download.getAttribute('href')!).searchParams;
    expect(exported.get('q')).toBe('bridge');
  });

  it('goes back to relevance order from a column sort, only when words are given', async () => {
    const { router } = await renderApp({ path: '/projects?q=bridge&sort=name&order=desc' });
    expect(await screen.findByRole('heading', { name: '1 project' })).toBeInTheDocument();
    const relevance = screen.getByRole('button', { name: 'Sort by relevance' });
    relevance.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=bridge'));
    // The same screen, in relevance order: the table no longer shows a sorted column.
    expect(await screen.findByRole('heading', { name: '1 project' })).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.queryByRole('button', { name: 'Sort by relevance' })).not.toBeInTheDocument();
    await router.navigate('/projects?district=6&sort=name');
    expect(await screen.findByRole('heading', { name: /projects?$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort by relevance' })).not.toBeInTheDocument();
  });

  it('exports a search in relevance order without the sort (not a column of the file)', async () => {
    await renderApp({ path: '/projects?q=bridge&sort=relevance' });
    expect(await screen.findByRole('heading', { name: '1 project' })).toBeInTheDocument();
    await settled('1 project');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const download = within(await exportSurface())
      .getByText('Download')
      .closest('a')!;
    const exported = new URL(download.getAttribute('href')!).searchParams;
    expect(exported.get('q')).toBe('bridge');
    expect(exported.has('sort')).toBe(false);
  });

  it('opens the details: timeline with today, funding, contact, map link, copy link', async () => {
    const { router, io } = await renderApp({ path: '/projects?pid=112233' });
    await userEvent.click(await screen.findByRole('link', { name: '112233' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/details'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '112233 · DEL-23-10.52' }),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('table', { name: 'Project phases' });
    expect(
      within(timeline)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Planning, done',
      'Preliminary Engineering, done',
      'Environmental Engineering, done',
      'Final Engineering/ROW, under way',
      'Construction, ahead',
      'Completed, ahead',
    ]);
    expect(within(timeline).getByText(/^Today, /)).toBeInTheDocument();
    expect(screen.getByText(/\$3,400,000 \(80 %\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pat.kim@dot.example.gov' })).toHaveAttribute(
      'href',
      'mailto:pat.kim@dot.example.gov',
    );
    expect(screen.getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      '/map?pid=112233',
    );
    expect(
      await screen.findByRole('img', {
        name: 'Sketch of where the project lies in Delaware, north up',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(io.copied).toHaveLength(1));
    expect(io.copied).toEqual(['http://localhost/tims/projects/details?pid=112233']);
  });

  it('says clearly when there is no such project', async () => {
    await renderApp({ path: '/projects/details?pid=999999' });
    expect(await screen.findByRole('heading', { name: 'No such project' })).toBeInTheDocument();
    expect(screen.getByText(/There is no project with PID 999999/)).toBeInTheDocument();
  });
});
