import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';
import { standardMapHandlers } from '../../../../test/support/standardMapHandlers';
import {
  makeEdition,
  makeStandardMap,
  makeUpload,
  sampleLibrary,
} from '../../../../test/support/standardMapFactory';

const ID = 'upload0000009';

const canal = () =>
  makeStandardMap({
    id: ID,
    title: 'Ohio and Erie Canal, 1850',
    category: 'Historic',
    district: null,
    county: null,
    source: 'uploaded',
    editions: [
      makeEdition(ID, { id: 'edition0000000B2', date: '2026-03-01', source: 'uploaded' }),
      makeEdition(ID, { id: 'edition0000000A1', date: '2019-05-20', source: 'uploaded' }),
    ],
  });

async function renderEdit(map = canal()) {
  const library = standardMapHandlers([...sampleLibrary(), map]);
  mswServer.use(...library.handlers);
  const view = await renderApp({
    path: `/admin/standard-maps/${map.id}`,
    testServices: signedInAs('tims.admin'),
  });
  await screen.findByRole('heading', { level: 2, name: map.title });
  return { ...view, library };
}

describe('editing a standard map', () => {
  it('saves the metadata, unpublishing the map', async () => {
    const { library } = await renderEdit();
    expect(screen.getByText('Published: visitors see it in the library.')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Ohio and Erie Canal, 1850');
    await userEvent.type(title, ' (survey)');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^County/ }),
      'Union County',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /^Published/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(library.requests).toEqual([
      {
        method: 'PUT',
        path: `/admin/standard-maps/${ID}`,
        body: {
          title: 'Ohio and Erie Canal, 1850 (survey)',
          category: 'Historic',
          district: null,
          county: '39159',
          description: 'Current transportation projects in Ohio and Erie Canal, 1850 by phase.',
          published: false,
        },
      },
    ]);
    expect(await screen.findByText('Unpublished: only administrators see it.')).toBeInTheDocument();
  });

  it('replaces the file: the new PDF becomes the current edition', async () => {
    const { library } = await renderEdit();
    const editions = () => screen.getByRole('region', { name: /editions$/ });
    expect(within(editions()).getByRole('heading', { level: 3, name: '2 editions' }));

    await userEvent.upload(screen.getByLabelText(/^New PDF file/), makeUpload('canal-1855.pdf'));
    const date = screen.getByLabelText(/^Edition date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Upload the new edition' }));

    expect(await screen.findByText("The new edition is the map's file now.")).toBeInTheDocument();
    expect(library.requests).toEqual([
      {
        method: 'POST',
        path: `/admin/standard-maps/${ID}/editions`,
        fields: { editionDate: '2026-11-01' },
        file: { name: 'canal-1855.pdf', type: 'application/pdf', size: 2048 },
      },
    ]);
    await waitFor(() =>
      expect(within(editions()).getByRole('heading', { name: '3 editions' })).toBeInTheDocument(),
    );
    const dates = within(editions())
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(dates).toEqual([
      expect.stringMatching(/^Edition of Nov 1, 2026Current/),
      expect.stringMatching(/^Edition of Mar 1, 2026/),
      expect.stringMatching(/^Edition of May 20, 2019/),
    ]);
  });

  it('deletes an earlier edition after asking, never the only one', async () => {
    const { library } = await renderEdit();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the edition of May 20, 2019' }),
    );
    const question = await screen.findByRole('dialog', {
      name: 'Delete the edition of May 20, 2019 and its files?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: '1 edition' })).toBeInTheDocument(),
    );
    expect(library.requests).toEqual([
      { method: 'DELETE', path: `/admin/standard-maps/${ID}/editions/edition0000000A1` },
    ]);
    expect(screen.queryByRole('button', { name: /^Delete the edition/ })).not.toBeInTheDocument();
  });

  it('deletes the map after asking, and goes back to the list', async () => {
    const { router, library } = await renderEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the map' }));
    const question = await screen.findByRole('dialog', {
      name: 'Delete this map and all its editions?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/standard-maps'));
    expect(library.requests).toEqual([{ method: 'DELETE', path: `/admin/standard-maps/${ID}` }]);
    expect(
      await screen.findByText('“Ohio and Erie Canal, 1850” was deleted with all its editions.'),
    ).toBeInTheDocument();
  });

  it('says so when there is no such map', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    await renderApp({
      path: '/admin/standard-maps/nothing-here',
      testServices: signedInAs('tims.admin'),
    });
    expect(await screen.findByRole('heading', { name: 'Map not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the standard maps' })).toHaveAttribute(
      'href',
      '/admin/standard-maps',
    );
  });
});
