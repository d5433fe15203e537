import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { createI18n } from '../../src/app/i18n/createI18n';
import { routes } from '../../src/app/routes';
import type { RootState } from '../../src/app/store';
import { createTestStore } from './testStore';
import type { TestServices } from './testServices';

let sharedI18n: Promise<i18n> | undefined;

/** English translations, loaded once per test file through the real bundle loader. */
export function testI18n(): Promise<i18n> {
  sharedI18n ??= createI18n('en').then(async (instance) => {
    await instance.loadNamespaces(['common', 'home', 'screens', 'projects', 'map']);
    return instance;
  });
  return sharedI18n;
}

export interface RenderAppOptions {
  path?: string;
  preloadedState?: Partial<RootState>;
  testServices?: TestServices;
}

/** The whole app (real store, sagas, routes and translations) at `path`, in memory. */
export async function renderApp({
  path = '/',
  preloadedState,
  testServices,
}: RenderAppOptions = {}) {
  const { store, io } = createTestStore(preloadedState, testServices);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  io.services.navigation.attach({
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  const i18n = await testI18n();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, io };
}
