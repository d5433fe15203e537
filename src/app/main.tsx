import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BASE_PATH } from '../lib/basePath';
import { createI18n } from './i18n/createI18n';
import { pickLanguage } from './i18n/languages';
import { PRERENDERED_ATTRIBUTE, whenReadyToReplace } from './prerendered';
import { createAppRouter } from './router';
import { setupStore } from './store';
import { routerNavigator } from '../services/navigation';

// The router starts loading the first screen's chunk while the translations load.
const router = createAppRouter();
const store = setupStore();
// The router's own state keeps the basename (/tims/projects); app paths go without it.
store.services.navigation.attach(routerNavigator(router, BASE_PATH));

const container = document.getElementById('root')!;
const prerendered = container.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`);

createI18n(pickLanguage(navigator.languages))
  // A page rendered ahead of time stays shown until the app can render the same screen in one
  // go: its chunk, translations and the config it shows, so the swap neither flashes nor shifts.
  .then((i18n) => (prerendered ? whenReadyToReplace(prerendered, { i18n, router, store }) : i18n))
  .then((i18n) => {
    // In a transition, React renders the first screen in short slices: no long task for the
    // phone's main thread, which stays free for input.
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App store={store} i18n={i18n} router={router} />
        </StrictMode>,
      );
    });
  });
