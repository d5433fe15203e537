import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';
import { standardMapHandlers } from '../../../../test/support/standardMapHandlers';
import {
  makeJob,
  makeStandardMap,
  sampleLibrary,
} from '../../../../test/support/standardMapFactory';

const canal = makeStandardMap({
  id: 'upload0000009',
  title: 'Ohio and Erie Canal, 1850',
  category: 'Historic',
  district: null,
  county: null,
  source: 'uploaded',
  published: false,
});

const JOBS = [
  makeJob({
    id: 2,
    trigger: 'admin',
    requestedBy: 'tims.admin',
    status: 'failed',
    done: 60,
    failed: 41,
    error: 'The worker stopped',
    startedAt: '2026-11-22T08:00:00.000Z',
    finishedAt: '2026-11-22T08:01:00.000Z',
  }),
  makeJob({ id: 1 }),
];

async function renderList(path = '/admin/standard-maps', jobs = JOBS) {
  const library = standardMapHandlers([...sampleLibrary(), canal], jobs);
  mswServer.use(...library.handlers);
  const view = await renderApp({ path, testServices: signedInAs('tims.admin') });
  await screen.findByRole('table', { name: 'Standard maps' });
  return { ...view, library };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Standard maps' }))
    .getAllByRole('row')
    .slice(1);

describe('the administrators’ list of standard maps', () => {
  it('lists every map with its place, source, status, edition and size', async () => {
    await renderList();
    const sections = screen.getByRole('navigation', { name: 'Administration sections' });
    expect(within(sections).getByRole('link', { name: 'Standard maps' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('6 maps')).toBeInTheDocument();
    const cells = (index: number) =>
      within(rows()[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(3)).toEqual([
      'Delaware County',
      'County',
      '6',
      'Delaware',
      'Drawn by TIMS',
      'Published',
      'Nov 23, 2026',
      '94 KB',
    ]);
    expect(cells(5)).toEqual([
      'Ohio and Erie Canal, 1850',
      'Historic',
      '—',
      '—',
      'Uploaded',
      'Unpublished',
      'Nov 23, 2026',
      '94 KB',
    ]);
    expect(
      within(rows()[5]!).getByRole('link', { name: 'Ohio and Erie Canal, 1850' }),
    ).toHaveAttribute('href', '/admin/standard-maps/upload0000009');
  });

  it('searches by words and category, kept in the address', async () => {
    const { router } = await renderList();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'District');
    await waitFor(() => expect(router.state.location.search).toBe('?category=District'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Words' }), '8{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=8&category=District'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('1 map')).toBeInTheDocument();
  });

  it('shows the latest drawings of the generated set', async () => {
    await renderList();
    const jobs = within(screen.getByRole('table', { name: 'Latest drawings' }));
    const [failed, first] = jobs.getAllByRole('row').slice(1);
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).getByText('tims.admin')).toBeInTheDocument();
    expect(within(failed!).getByText('60 of 101')).toBeInTheDocument();
    expect(within(first!).getByText('TIMS, at start')).toBeInTheDocument();
    expect(within(first!).getByText('Done')).toBeInTheDocument();
    expect(screen.getByText('The last drawing failed: The worker stopped')).toBeInTheDocument();
  });

  it('redraws the generated maps on request, showing how far the drawing is', async () => {
    const { library } = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Redraw the generated maps' }));
    expect(
      await screen.findByText('Drawing the standard maps: 0 of 101 — now Ohio'),
    ).toBeInTheDocument();
    expect(library.requests).toEqual([{ method: 'POST', path: '/admin/standard-maps/generate' }]);
    expect(screen.getByRole('button', { name: 'Drawing…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const jobs = within(screen.getByRole('table', { name: 'Latest drawings' }));
    await waitFor(() => expect(jobs.getAllByText('Running')).toHaveLength(1));
  });

  it('says so when the server is drawing already (another administrator asked)', async () => {
    await renderList();
    mswServer.use(
      http.post(`${API}/admin/standard-maps/generate`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'The maps are being drawn already; wait for that to finish.',
              details: { job: makeJob({ id: 3, status: 'running', finishedAt: null }) },
            },
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Redraw the generated maps' }));
    expect(
      await screen.findByText('The maps are being drawn already; wait for that drawing to finish.'),
    ).toBeInTheDocument();
  });

  it('offers no second drawing while one runs', async () => {
    await renderList('/admin/standard-maps', [
      makeJob({ id: 3, status: 'running', done: 10, current: 'Adams County', finishedAt: null }),
    ]);
    expect(
      await screen.findByText('Drawing the standard maps: 10 of 101 — now Adams County'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drawing…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
