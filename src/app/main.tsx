import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18n } from './i18n/createI18n';
import { pickLanguage } from './i18n/languages';
import { createAppRouter } from './router';
import { setupStore } from './store';

// The router starts loading the first screen's chunk while the translations load.
const router = createAppRouter();
const store = setupStore();
store.services.navigation.attach({
  navigate: (to, options) => void router.navigate(to, options),
  currentPath: () => router.state.location.pathname + router.state.location.search,
});

createI18n(pickLanguage(navigator.languages)).then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
});
