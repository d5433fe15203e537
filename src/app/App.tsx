import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: i18n;
  router: AppRouter;
}

export function App({ store, i18n, router }: AppProps) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <Suspense fallback={<ScreenLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
