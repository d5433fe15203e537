import type { i18n } from 'i18next';
import type { Services } from '../../services/services';
import { languageFromLink, rememberedLanguage, rememberLanguage } from './languagePreference';
import { asLanguage } from './languages';

let instance: i18n | undefined;
const waiting: ((ready: i18n) => void)[] = [];

/** main.tsx hands over the app's i18next instance once made (the store is set up before). */
export function attachAppI18n(ready: i18n): void {
  instance = ready;
  waiting.splice(0).forEach((resolve) => resolve(ready));
}

function appI18n(): Promise<i18n> {
  return instance ? Promise.resolve(instance) : new Promise((resolve) => waiting.push(resolve));
}

/**
 * The interface language as the sagas reach it (`Services.language`). A link's `?lang=` read as
 * the page loads counts as this browser's choice even when storage is disabled.
 */
export function createAppLanguageService(search = window.location.search): Services['language'] {
  const linked = languageFromLink(search);
  return {
    current: () => document.documentElement.lang || 'en',
    remembered: () => rememberedLanguage() ?? linked,
    known: asLanguage,
    async change(tag) {
      const language = asLanguage(tag);
      if (!language) return;
      rememberLanguage(language);
      await (await appI18n()).changeLanguage(language);
    },
  };
}
