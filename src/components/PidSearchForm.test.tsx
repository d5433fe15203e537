import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/support/renderApp';

describe('Search by PID', () => {
  it('goes to /projects with the pid', async () => {
    const { router } = await renderApp({ path: '/maps' });
    const box = await screen.findByRole('searchbox', { name: 'Search by PID' });
    await userEvent.type(box, ' 112233 {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(router.state.location.search).toBe('?pid=112233');
  });

  it('does not navigate with an empty value', async () => {
    const { router } = await renderApp({ path: '/maps' });
    const box = await screen.findByRole('searchbox', { name: 'Search by PID' });
    await userEvent.type(box, '   {Enter}');
    // The header's search, not the standard maps' own (both say "Search").
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/maps');
  });

  it('removes pid from the address when the box is cleared', async () => {
    const { router } = await renderApp({ path: '/projects?pid=1122&sort=name' });
    const box = await screen.findByRole('searchbox', { name: 'Search by PID' });
    expect(box).toHaveValue('1122');
    await userEvent.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('empties the box on another screen and shows a PID searched elsewhere', async () => {
    const { router } = await renderApp({ path: '/projects?pid=543449' });
    const box = await screen.findByRole('searchbox', { name: 'Search by PID' });
    expect(box).toHaveValue('543449');
    await act(() => router.navigate('/maps'));
    await waitFor(() => expect(box).toHaveValue(''));
    await act(() => router.navigate('/projects?pid=112233'));
    await waitFor(() => expect(box).toHaveValue('112233'));
  });

  it('keeps what is being typed until it is searched', async () => {
    await renderApp({ path: '/maps' });
    const box = await screen.findByRole('searchbox', { name: 'Search by PID' });
    await userEvent.type(box, '5434');
    expect(box).toHaveValue('5434');
  });
});
