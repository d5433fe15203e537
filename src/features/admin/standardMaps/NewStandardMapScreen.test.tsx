import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';
import { standardMapHandlers } from '../../../../test/support/standardMapHandlers';
import { makeUpload } from '../../../../test/support/standardMapFactory';

async function renderUpload() {
  const library = standardMapHandlers();
  mswServer.use(...library.handlers);
  const view = await renderApp({
    path: '/admin/standard-maps/new',
    testServices: signedInAs('tims.admin'),
  });
  await screen.findByRole('heading', { level: 2, name: 'Upload a map' });
  return { ...view, library };
}

const fileInput = () => screen.getByLabelText(/^PDF file/);

describe('uploading a standard map', () => {
  it('sends the PDF last with the fields, then opens the new map with a confirmation', async () => {
    const { router, library } = await renderUpload();
    await userEvent.upload(fileInput(), makeUpload('columbus-bike-routes.pdf'));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    // The title comes from the file's name, ready to be changed.
    expect(title).toHaveValue('Columbus bike routes');
    await userEvent.clear(title);
    await userEvent.type(title, 'Columbus bike routes 2026');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'City');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^District/ }), '6');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^County/ }),
      'Franklin County',
    );
    const date = screen.getByLabelText(/^Edition date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-10-01');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Description/ }),
      'Bike lanes and trails.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /^Published/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/standard-maps/upload0000001'),
    );
    expect(library.requests).toEqual([
      {
        method: 'POST',
        path: '/admin/standard-maps',
        fields: {
          title: 'Columbus bike routes 2026',
          category: 'City',
          district: '6',
          county: '39049',
          description: 'Bike lanes and trails.',
          editionDate: '2026-10-01',
          published: 'false',
        },
        file: { name: 'columbus-bike-routes.pdf', type: 'application/pdf', size: 2048 },
      },
    ]);
    expect(
      await screen.findByText(
        '“Columbus bike routes 2026” was uploaded. It is unpublished: only administrators see it.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Columbus bike routes 2026' }),
    ).toBeInTheDocument();
  });

  it('checks the form before sending: a PDF, a title, a date in range', async () => {
    const { library } = await renderUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose the PDF to upload.')).toBeInTheDocument();
    expect(screen.getByText('Give the map a title.')).toBeInTheDocument();
    expect(fileInput()).toHaveFocus();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');

    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(fileInput(), makeUpload('photo.png', { type: 'image/png' }));
    expect(
      await screen.findByText('“photo.png” is not a PDF. Choose a PDF file.'),
    ).toBeInTheDocument();

    await picker.upload(fileInput(), makeUpload('county.pdf'));
    const date = screen.getByLabelText(/^Edition date/);
    await userEvent.clear(date);
    await userEvent.type(date, '1850-07-04');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Enter a date from 1900-01-01 to 2099-12-31.'),
    ).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(library.requests).toEqual([]);
  });

  it('shows the server’s reason beside the file when it refuses the PDF', async () => {
    await renderUpload();
    mswServer.use(
      http.post(`${API}/admin/standard-maps`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid-pdf',
              message: 'The PDF is truncated: it ends before its last object.',
              details: { field: 'body/file' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await userEvent.upload(fileInput(), makeUpload('broken.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const reason = await screen.findByText('The PDF is truncated: it ends before its last object.');
    // The reason is the file field's own message, read out with it.
    expect(fileInput()).toHaveAccessibleDescription(
      expect.stringContaining('The PDF is truncated'),
    );
    expect(fileInput()).toHaveFocus();
    expect(reason).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upload a map' })).toBeInTheDocument();
  });

  it('says so above the form when the server cannot be reached', async () => {
    await renderUpload();
    mswServer.use(http.post(`${API}/admin/standard-maps`, () => HttpResponse.error()));
    await userEvent.upload(fileInput(), makeUpload('county.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'It was not saved: TIMS could not reach its server. Check the connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});
