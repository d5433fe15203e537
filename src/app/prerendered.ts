import type { i18n } from 'i18next';
import { selectConfigStatus } from '../features/shell/appSlice';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/**
 * The server may send a public screen rendered ahead of time (server/prerender): its markup in
 * an inert wrapper carrying this attribute inside #root, its styles in a <style> carrying it
 * too. The app's first commit replaces the markup; `removePrerenderedStyles` then drops the
 * styles, which the app has inserted itself by then.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The translation namespaces the pre-rendered screen showed, separated by spaces. */
export const NAMESPACES_ATTRIBUTE = 'data-namespaces';

interface Ready {
  i18n: i18n;
  router: AppRouter;
  store: AppStore;
}

function whenRouterInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function whenConfigSettled(store: AppStore): Promise<void> {
  const settled = () => ['loaded', 'failed'].includes(selectConfigStatus(store.getState()));
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the app can render the pre-rendered screen without suspending: the route's
 * chunk, the screen's translations and the config. Each wait also ends on failure (the app then
 * shows its own error), and none can hold the page for more than a few seconds.
 */
export async function whenReadyToReplace(
  prerendered: HTMLElement,
  { i18n, router, store }: Ready,
): Promise<i18n> {
  const namespaces = (prerendered.getAttribute(NAMESPACES_ATTRIBUTE) ?? '').split(' ');
  const ready = Promise.all([
    whenRouterInitialized(router),
    whenConfigSettled(store),
    i18n.loadNamespaces(namespaces.filter(Boolean)).catch(() => undefined),
  ]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  return i18n;
}

/** Called once the app has committed its own screen and styles. */
export function removePrerenderedStyles(): void {
  document.head
    .querySelectorAll(`style[${PRERENDERED_ATTRIBUTE}]`)
    .forEach((style) => style.remove());
}
