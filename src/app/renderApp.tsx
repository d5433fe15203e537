import type { i18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/**
 * Renders the app into `container`. Its own chunk (main.tsx imports it when start-up begins):
 * React DOM, the providers and what they use are evaluated in a task of their own.
 */
export function renderApp(
  container: HTMLElement,
  props: { store: AppStore; i18n: i18n; router: AppRouter },
): void {
  // In a transition, React renders the first screen in short slices: no long task for the
  // phone's main thread, which stays free for input.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App {...props} />
      </StrictMode>,
    );
  });
}
