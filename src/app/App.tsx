import type { i18n } from 'i18next';
import { Suspense, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
import { AppProviders } from './AppProviders';
import { removePrerenderedStyles } from './prerendered';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: i18n;
  router: AppRouter;
}

/** Its layout effect runs once the app's first screen and its styles are in the document. */
function PrerenderedStylesRemover() {
  useLayoutEffect(removePrerenderedStyles, []);
  return null;
}

export function App({ store, i18n, router }: AppProps) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <PrerenderedStylesRemover />
      <Suspense fallback={<ScreenLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
