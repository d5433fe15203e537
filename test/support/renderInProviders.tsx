import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../../src/app/AppProviders';
import { testI18n } from './renderApp';
import { createTestStore } from './testStore';

/**
 * One component with what every screen has around it (a real store, translations, the Fluent
 * and styled-components themes) but no router: for presentational components.
 */
export async function renderInProviders(ui: ReactElement, namespaces: string[] = []) {
  const { store, io } = createTestStore();
  const i18n = await testI18n();
  await i18n.loadNamespaces(namespaces);
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      {ui}
    </AppProviders>,
  );
  return { ...view, store, io };
}
