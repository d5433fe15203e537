import { createMemoryRouter } from 'react-router-dom';
import { signInPath } from '../lib/returnTo';
import { createNavigation, routerNavigator } from './navigation';

const BASE = '/tims';

/** The app's router as main.tsx makes it: every route under the /tims basename. */
function appRouter(path: string) {
  const routes = [
    { path: '/', element: null },
    { path: '/data', element: null },
    { path: '/auth', element: null },
    { path: '*', element: null },
  ];
  return createMemoryRouter(routes, { basename: BASE, initialEntries: [`${BASE}${path}`] });
}

describe('navigation on the router with the /tims basename', () => {
  it('gives app paths without the basename, the query kept', () => {
    const navigation = createNavigation();
    navigation.attach(routerNavigator(appRouter('/data?q=bridge'), BASE));
    expect(navigation.currentPath()).toBe('/data?q=bridge');
  });

  it('takes a refused token to /tims/auth and back to the page, never /tims/tims/…', async () => {
    const router = appRouter('/data');
    const navigation = createNavigation();
    navigation.attach(routerNavigator(router, BASE));
    navigation.navigate(signInPath(navigation.currentPath()));
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/tims/auth');
    expect(router.state.location.search).toBe('?returnTo=%2Fdata');
    navigation.navigate(new URLSearchParams(router.state.location.search).get('returnTo')!);
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/tims/data');
  });

  it('gives / for the base path itself, and leaves a path that only starts like it', () => {
    const navigation = createNavigation();
    navigation.attach(routerNavigator(appRouter('/'), BASE));
    expect(navigation.currentPath()).toBe('/');
    const other = {
      navigate: () => undefined,
      state: { location: { pathname: '/timsx/a', search: '' } },
    };
    expect(routerNavigator(other, BASE).currentPath()).toBe('/timsx/a');
  });
});
