import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BASE_PATH } from '../lib/basePath';
import { createI18n } from './i18n/createI18n';
import { pickLanguage } from './i18n/languages';
import { createAppRouter } from './router';
import { setupStore } from './store';
import { routerNavigator } from '../services/navigation';

// The router starts loading the first screen's chunk while the translations load.
const router = createAppRouter();
const store = setupStore();
// The router's own state keeps the basename (/tims/projects); app paths go without it.
store.services.navigation.attach(routerNavigator(router, BASE_PATH));

createI18n(pickLanguage(navigator.languages)).then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
});
