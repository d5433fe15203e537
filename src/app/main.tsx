import { BASE_PATH } from '../lib/basePath';
import { attachAppI18n } from './i18n/appLanguage';
import { createI18n } from './i18n/createI18n';
import { pickLanguage } from './i18n/languages';
import { PRERENDERED_ATTRIBUTE, whenReadyToReplace } from './prerendered';
import { createAppRouter } from './router';
import { setupStore } from './store';
import { routerNavigator } from '../services/navigation';
import './theme/fonts';

/**
 * Lets the browser paint and handle input between the stages of start-up. On Lighthouse's 4×
 * slower phone each stage is a task of its own under 50 ms; run together they were one long
 * task, most of the page's blocking time (docs/BENCHMARKS.md, "Lighthouse: where the time goes").
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const renderer = import(/* webpackChunkName: "render-app" */ './renderApp');
  // Each stage starts a download the first screen waits for: its translations, its chunk, the
  // config (asked for by the first saga, in a task of its own: `sagasInSlices`).
  const translations = createI18n(pickLanguage(navigator.languages));
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const store = setupStore(undefined, { sagasInSlices: true });
  // The router's own state keeps the basename (/tims/projects); app paths go without it.
  store.services.navigation.attach(routerNavigator(router, BASE_PATH));

  const container = document.getElementById('root')!;
  const prerendered = container.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`);
  const i18n = await translations;
  attachAppI18n(i18n);
  // A page rendered ahead of time stays shown until the app can render the same screen in one
  // go: its chunk, translations and the config it shows, so the swap neither flashes nor shifts.
  if (prerendered) await whenReadyToReplace(prerendered, { i18n, router, store });
  const { renderApp } = await renderer;
  renderApp(container, { store, i18n, router });
}

void start();
