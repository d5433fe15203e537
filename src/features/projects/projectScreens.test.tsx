import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/support/renderApp';

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
