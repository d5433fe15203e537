import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Loads one language's namespace on demand. webpack makes every JSON under src/locales its own
 * chunk; adding a language is adding its folder of files.
 */
export function loadBundle(language: string, namespace: string): Promise<ResourceKey> {
  return import(
    /* webpackChunkName: "locale-[request]" */
    /* webpackMode: "lazy" */
    `../../locales/${language}/${namespace}.json`
  ).then((module: { default: ResourceKey }) => module.default);
}

export const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadBundle(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
