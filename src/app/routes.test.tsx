import { screen, waitFor, within } from '@testing-library/react';
import { makesConfigFail } from '../../test/support/mswServer';
import { renderApp } from '../../test/support/renderApp';

const SCREENS: [string, string][] = [
  ['/projects', 'Project Search'],
  ['/projects/details?pid=112233', '112233 · DEL-23-10.52'],
  ['/map', 'Create a Map'],
  ['/map/wid/abc123', 'Map'],
  ['/map/sid/s1', 'Saved Map'],
  ['/map/cid/c1', 'Create a Map'],
  ['/maps', 'Standard Maps'],
  ['/mapviewers', 'Map Viewers'],
  ['/data', 'Data'],
  ['/data/dataset/d1', 'Dataset not found'],
  ['/support', 'Information & Support'],
  ['/auth', 'Sign In'],
];

describe('routes', () => {
  it.each(SCREENS)('%s renders its screen inside the layout', async (path, title) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the home page without the navigation menu', async () => {
    await renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Transportation Information & Mapping System' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const tiles = within(screen.getByRole('main'))
      .getAllByRole('link')
      .filter((link) => link.closest('li'));
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/projects',
      '/map',
      '/maps',
      '/mapviewers',
      '/data',
      '/support',
    ]);
  });

  it('names the department once the config has loaded', async () => {
    await renderApp({ path: '/' });
    expect(
      await screen.findByRole('img', { name: 'Test Department of Transportation website' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Test Department of Transportation website' }),
    ).toHaveAttribute('href', 'https://dot.example.gov/');
  });

  it('keeps the public screens working when the config fails', async () => {
    makesConfigFail(404);
    const { store } = await renderApp({ path: '/' });
    await waitFor(() => expect(store.getState().app.configStatus).toBe('failed'));
    expect(await screen.findByRole('img', { name: 'TIMS home' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Transportation Information & Mapping System' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /website/ })).not.toBeInTheDocument();
  });

  it('shows Not Found with a Home button for an unknown path', async () => {
    await renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it.each([
    ['/glossary?q=bridges', '/data', '?q=bridges'],
    ['/help/faq', '/support/faq', ''],
    ['/standardmaps', '/maps', ''],
    ['/home', '/', ''],
  ])('redirects %s to %s', async (from, pathname, search) => {
    const { router } = await renderApp({ path: from });
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });
});
