import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';
import { standardMapHandlers } from '../../../test/support/standardMapHandlers';
import { makeStandardMap, sampleLibrary } from '../../../test/support/standardMapFactory';

const canal = makeStandardMap({
  id: 'upload0000009',
  title: 'Ohio and Erie Canal, 1850',
  category: 'Historic',
  district: null,
  county: null,
  source: 'uploaded',
  published: false,
});

async function renderAsAdmin() {
  const library = standardMapHandlers([...sampleLibrary(), canal]);
  mswServer.use(...library.handlers);
  const view = await renderApp({ path: '/maps', testServices: signedInAs('tims.admin') });
  // Signed in: the administrators' list, with the unpublished map.
  await screen.findByRole('heading', { level: 2, name: '6 maps' });
  return { ...view, library };
}

describe('the gallery for administrators', () => {
  it('lists unpublished maps too, marked, with the actions on each card', async () => {
    await renderAsAdmin();
    const canalCard = within(screen.getByRole('article', { name: 'Ohio and Erie Canal, 1850' }));
    expect(canalCard.getByText('Unpublished')).toBeInTheDocument();
    expect(canalCard.getByRole('link', { name: 'Edit Ohio and Erie Canal, 1850' })).toHaveAttribute(
      'href',
      '/admin/standard-maps/upload0000009',
    );
    expect(
      canalCard.getByRole('button', { name: 'Publish Ohio and Erie Canal, 1850' }),
    ).toBeInTheDocument();
    const delaware = within(screen.getByRole('article', { name: 'Delaware County' }));
    expect(delaware.queryByText('Unpublished')).not.toBeInTheDocument();
    expect(delaware.getByRole('button', { name: 'Unpublish Delaware County' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a map' })).toHaveAttribute(
      'href',
      '/admin/standard-maps/new',
    );
  });

  it('publishes a map with its metadata unchanged', async () => {
    const { library } = await renderAsAdmin();
    const card = within(screen.getByRole('article', { name: 'Ohio and Erie Canal, 1850' }));
    await userEvent.click(card.getByRole('button', { name: 'Publish Ohio and Erie Canal, 1850' }));
    await waitFor(() => expect(card.queryByText('Unpublished')).not.toBeInTheDocument());
    expect(library.requests).toEqual([
      {
        method: 'PUT',
        path: '/admin/standard-maps/upload0000009',
        body: {
          title: 'Ohio and Erie Canal, 1850',
          category: 'Historic',
          district: null,
          county: null,
          description: canal.description,
          published: true,
        },
      },
    ]);
    expect(
      card.getByRole('button', { name: 'Unpublish Ohio and Erie Canal, 1850' }),
    ).toBeInTheDocument();
  });

  it('deletes a map only once the administrator confirms', async () => {
    const { library } = await renderAsAdmin();
    const card = within(screen.getByRole('article', { name: 'Franklin County' }));
    const remove = card.getByRole('button', { name: 'Delete Franklin County' });

    await userEvent.click(remove);
    let question = await screen.findByRole('dialog', {
      name: 'Delete this map and all its editions?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(library.requests).toEqual([]);

    await userEvent.click(remove);
    question = await screen.findByRole('dialog', {
      name: 'Delete this map and all its editions?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Franklin County' })).not.toBeInTheDocument(),
    );
    expect(library.requests).toEqual([
      { method: 'DELETE', path: '/admin/standard-maps/county-39049' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '5 maps' })).toHaveFocus();
  });
});
