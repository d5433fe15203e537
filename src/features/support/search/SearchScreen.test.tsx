import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { supportHandlers } from '../../../../test/support/supportHandlers';

const results = () => screen.getByRole('list', { name: 'Search results' });
const marksIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark')).map((mark) => mark.textContent);

describe('searching the help', () => {
  it('goes from the search box to the results, the words marked in titles and text', async () => {
    mswServer.use(...supportHandlers().handlers);
    const { router } = await renderApp({ path: '/support' });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search the help' }),
      'measure{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/search'));
    expect(router.state.location.search).toBe('?q=measure');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “measure”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 articles hold these words.');
    const items = within(results()).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const making = within(items[1] as HTMLElement);
    const link = making.getByRole('link', { name: 'Making a map' });
    expect(link).toHaveAttribute('href', '/support/making-a-map?highlight=measure');
    expect(making.getByText('Maps and data')).toBeInTheDocument();
    expect(marksIn(items[1] as HTMLElement)).toEqual(['Measure', 'Measure']);
    // The box keeps the words searched.
    expect(screen.getByRole('searchbox', { name: 'Search the help' })).toHaveValue('measure');

    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Making a map' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('article mark')).toHaveLength(2));
  });

  it('shows the snippets as text, marks placed by the offsets', async () => {
    mswServer.use(...supportHandlers().handlers);
    mswServer.use(
      http.get(`${API}/support/search`, () =>
        HttpResponse.json({
          query: 'bold',
          words: ['bold'],
          results: [
            {
              slug: 'getting-started',
              title: 'Getting started',
              section: 'using-tims',
              order: 1,
              summary: 'Start here.',
              score: 1,
              titleHighlights: [],
              snippets: [
                {
                  text: 'Say <b>bold</b> things, boldly.',
                  highlights: [
                    [7, 11],
                    [24, 28],
                  ],
                },
              ],
            },
          ],
        }),
      ),
    );
    await renderApp({ path: '/support/search?q=bold' });
    const item = within(await screen.findByRole('list', { name: 'Search results' })).getByRole(
      'listitem',
    );
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByText(/things/)).toHaveTextContent('Say <b>bold</b> things, boldly.');
    expect(marksIn(item)).toEqual(['bold', 'bold']);
  });

  it('suggests other words or writing to the team when nothing is found', async () => {
    mswServer.use(...supportHandlers().handlers);
    await renderApp({ path: '/support/search?q=zeppelin' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No article holds all of these words.',
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText(/Try fewer words/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/support/contact',
    );
  });

  it('offers to try again when the search fails, and asks nothing without words', async () => {
    let asked = 0;
    mswServer.use(...supportHandlers().handlers);
    mswServer.use(
      http.get(`${API}/support/search`, () => {
        asked += 1;
        return HttpResponse.json(
          { error: { code: 'bad-request', message: 'No' } },
          { status: 400 },
        );
      }),
    );
    const { router } = await renderApp({ path: '/support/search' });
    expect(await screen.findByText(/Type one or more words/)).toBeInTheDocument();
    expect(asked).toBe(0);

    await act(() => router.navigate('/support/search?q=layers'));
    expect(await screen.findByText('The search could not be done.')).toBeInTheDocument();
    expect(asked).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBe(2));
  });
});
