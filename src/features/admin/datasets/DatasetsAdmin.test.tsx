import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECTS_ITEM } from '../../../../test/support/datasetFactory';
import { datasetHandlers, refusesTheStewardOnce } from '../../../../test/support/datasetHandlers';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';

const asAdmin = (path: string) => renderApp({ path, testServices: signedInAs('tims.admin') });

describe('the glossary administration', () => {
  let server: ReturnType<typeof datasetHandlers>;
  beforeEach(() => {
    server = datasetHandlers();
    mswServer.use(...server.handlers);
  });

  it('lists every dataset, staff-only ones too, each linked to its edit page', async () => {
    await asAdmin('/admin/datasets');
    const nav = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(nav).getByRole('link', { name: 'Data glossary' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: 'Datasets of the glossary' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('link', { name: 'Edit Projects' })).toHaveAttribute(
      'href',
      `/admin/datasets/${PROJECTS_ITEM}`,
    );
  });

  it('saves a dataset’s text; a field the server refuses is said beside it', async () => {
    mswServer.use(refusesTheStewardOnce());
    await asAdmin(`/admin/datasets/${PROJECTS_ITEM}`);
    const steward = await screen.findByRole('textbox', { name: /Steward/ });
    expect(steward).toHaveValue('Office of Program Management');
    await userEvent.clear(steward);
    await userEvent.type(steward, 'Office of Statewide Planning');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is required.')).toBeInTheDocument();
    await waitFor(() => expect(steward).toHaveFocus());
    expect(steward).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(steward, ' and Research');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Update frequency' }),
      'weekly',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Visitors now see the new text.')).toBeInTheDocument();
    expect(server.writes.at(-1)).toEqual({
      method: 'PUT',
      path: `/admin/datasets/${PROJECTS_ITEM}`,
      body: {
        description: 'Road projects of the department: PID, county-route-section, work, phase.',
        category: 'Projects',
        steward: 'Office of Statewide Planning and Research',
        contactName: 'Program Management',
        contactEmail: 'projects@dot.example.gov',
        updateFrequency: 'weekly',
        licence: 'Public domain',
      },
    });
  });

  it('checks an e-mail address before asking the server', async () => {
    await asAdmin(`/admin/datasets/${PROJECTS_ITEM}`);
    const email = await screen.findByRole('textbox', { name: 'Contact e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an e-mail address/)).toBeInTheDocument();
    expect(server.writes).toHaveLength(0);
  });

  it('saves one field’s definition and units in its row', async () => {
    await asAdmin(`/admin/datasets/${PROJECTS_ITEM}`);
    const row = within(await screen.findByRole('form', { name: 'estimatedCost' }));
    const save = row.getByRole('button', { name: 'Save the field estimatedCost' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    const definition = row.getByRole('textbox', { name: 'Definition' });
    await userEvent.clear(definition);
    await userEvent.type(definition, 'The engineer’s estimate of the construction cost.');
    await userEvent.clear(row.getByRole('textbox', { name: /Units/ }));
    await userEvent.click(save);
    expect(await row.findByText('Saved')).toBeInTheDocument();
    expect(server.writes.at(-1)).toEqual({
      method: 'PUT',
      path: `/admin/datasets/${PROJECTS_ITEM}/fields/estimatedCost`,
      body: { definition: 'The engineer’s estimate of the construction cost.', units: null },
    });

    await userEvent.click(screen.getByRole('link', { name: 'All datasets' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Changes' }));
    const changes = await screen.findByRole('table', { name: 'Changes to the glossary' });
    const entry = within(changes).getAllByRole('row')[1]!;
    expect(within(entry).getByText('tims.admin')).toBeInTheDocument();
    expect(
      within(entry).getByText(`Field ${PROJECTS_ITEM}/estimatedCost edited`),
    ).toBeInTheDocument();
    expect(within(entry).getByText('The estimated cost of construction.')).toBeInTheDocument();
  });

  it('adds a term with the datasets and fields using it', async () => {
    const { router } = await asAdmin('/admin/datasets/terms');
    await userEvent.click(await screen.findByRole('link', { name: 'New term' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Term/ }), 'Fiscal year');
    await userEvent.type(screen.getByRole('textbox', { name: /^Abbreviation/ }), 'FY');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Definition/ }),
      'The state’s fiscal year, July to June, named by the year it ends.',
    );
    const dataset = await screen.findByRole('combobox', { name: 'Dataset' });
    await waitFor(() => expect(within(dataset).getAllByRole('option')).toHaveLength(5));
    await userEvent.selectOptions(dataset, 'Projects');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'saleDate');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.selectOptions(dataset, 'Counties');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const chosen = screen.getByRole('list', { name: 'Datasets and fields using the term' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Projects: saleDate', 'Counties']);
    await userEvent.click(screen.getByRole('button', { name: 'Save term' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/datasets/terms'));
    expect(await screen.findByText('Fiscal year saved.')).toBeInTheDocument();
    expect(server.writes.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        term: 'Fiscal year',
        abbreviation: 'FY',
        uses: [{ datasetId: PROJECTS_ITEM, field: 'saleDate' }, { datasetId: expect.any(String) }],
      },
    });
    expect(await screen.findByRole('cell', { name: 'Fiscal year' })).toBeInTheDocument();
  });

  it('deletes a term once asked to confirm', async () => {
    await asAdmin('/admin/datasets/terms');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Straight-line mileage' }),
    );
    expect(await screen.findByText('Delete Straight-line mileage?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Straight-line mileage' })).not.toBeInTheDocument(),
    );
    expect(server.terms().map((term) => term.id)).toEqual(['pid', 'work-type']);
  });
});
