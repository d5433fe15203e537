import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECTS_ITEM } from '../../../test/support/datasetFactory';
import { datasetHandlers, makesTheListFail } from '../../../test/support/datasetHandlers';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';
import { createTestServices } from '../../../test/support/testServices';

const table = () => screen.getByRole('table', { name: 'Datasets' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the data glossary', () => {
  beforeEach(() => mswServer.use(...datasetHandlers().handlers));

  it('lists the datasets a visitor may see, with their facts, and links to each', async () => {
    await renderApp({ path: '/data' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 datasets' })).toBeInTheDocument();
    // The staff-only Bridges are not listed for an anonymous visitor.
    expect(names()).toEqual(['Counties', 'Project lines', 'Projects']);
    const projects = within(table()).getAllByRole('row')[3]!;
    const cells = within(projects)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Projects',
      'Projects',
      'Road projects of the department: PID, county-route-section, work, phase.',
      'Office of Program Management',
      'Daily',
      'Nov 20, 2026',
      '60',
      'Public',
    ]);
    expect(within(projects).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      `/data/dataset/${PROJECTS_ITEM}`,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/data/api');
    expect(main.getByRole('link', { name: 'Open data catalogue (DCAT-US JSON)' })).toHaveAttribute(
      'href',
      'http://localhost/tims/api/datasets/dcat.json',
    );
  });

  it('shows the staff-only datasets to signed-in staff', async () => {
    await renderApp({ path: '/data', testServices: signedInAs('tims.staff') });
    expect(await screen.findByRole('heading', { name: '4 datasets' })).toBeInTheDocument();
    const bridges = within(table()).getAllByRole('row')[1]!;
    expect(within(bridges).getByText('Staff only')).toBeInTheDocument();
    expect(within(bridges).getAllByText('Not known')).toHaveLength(1);
  });

  it('searches as one types, keeps the search in the address and in the export links', async () => {
    const { router } = await renderApp({ path: '/data' });
    await screen.findByRole('heading', { name: '3 datasets' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'workType');
    await waitFor(() => expect(router.state.location.search).toBe('?q=workType'));
    expect(await screen.findByRole('heading', { name: '2 datasets' })).toBeInTheDocument();
    expect(names()).toEqual(['Project lines', 'Projects']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost/tims/api/datasets/export?format=csv&q=workType',
    );
    expect(screen.getByRole('link', { name: 'Export XLSX' })).toHaveAttribute(
      'href',
      'http://localhost/tims/api/datasets/export?format=xlsx&q=workType',
    );
  });

  it('filters by category and access, sorts by a header, all in the address', async () => {
    const { router } = await renderApp({ path: '/data?q=e' });
    await screen.findByRole('heading', { name: '3 datasets' });
    expect(screen.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('e');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Projects');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Projects&q=e'));
    expect(await screen.findByRole('heading', { name: '2 datasets' })).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Records' })).getByRole('button'),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?category=Projects&order=desc&q=e&sort=recordCount',
      ),
    );
    await waitFor(() => expect(names()).toEqual(['Project lines', 'Projects']));
    expect(screen.getByRole('columnheader', { name: 'Records' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost/tims/api/datasets/export?category=Projects&format=csv&order=desc&q=e&sort=recordCount',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Access' }), 'staff');
    expect(await screen.findByText('No datasets match.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=desc&sort=recordCount'));
    expect(await screen.findByRole('heading', { name: '3 datasets' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('');
  });

  it('says when the list fails, and asks again', async () => {
    const failure = makesTheListFail();
    mswServer.use(failure.handler);
    await renderApp({ path: '/data' });
    expect(await screen.findByText('The datasets could not be loaded.')).toBeInTheDocument();
    failure.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '3 datasets' })).toBeInTheDocument();
  });

  it('shows the terms on their tab, searchable, linking to the datasets and fields', async () => {
    const { router } = await renderApp({ path: '/data' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Terms' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=terms'));
    expect(await screen.findByRole('heading', { name: '3 terms' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Project identification number')).toBeInTheDocument();
    const uses = screen.getAllByRole('list', { name: 'Used in:' })[0]!;
    expect(
      within(uses)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Projects', `/data/dataset/${PROJECTS_ITEM}`],
      ['Projects: pid', `/data/dataset/${PROJECTS_ITEM}#field-pid`],
    ]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'mileage{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=mileage&tab=terms'));
    expect(await screen.findByRole('heading', { name: '1 term' })).toBeInTheDocument();
    expect(screen.getByText('Straight-line mileage')).toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone', async () => {
    await renderApp({
      path: '/data',
      testServices: createTestServices({ width: 375, height: 812, touch: true }),
    });
    expect(await screen.findByRole('heading', { name: '3 datasets' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Counties',
      'Project lines',
      'Projects',
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title-asc');
  });
});
