import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundleBackend } from './bundleBackend';
import { initialLanguage } from './languagePreference';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, textDirection } from './languages';

/**
 * The i18next instance of the app: bundles loaded on demand, English fallback, and the
 * document's `lang` and `dir` kept in step with the language (right-to-left for ar and he).
 * The visit starts in a link's `?lang=`, else the language this browser chose last, else
 * `browserLanguage` (the first of the browser's languages TIMS speaks).
 */
export async function createI18n(browserLanguage: string): Promise<i18n> {
  const instance = i18next.createInstance();
  const language = initialLanguage({
    search: window.location.search,
    preferred: [browserLanguage],
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = textDirection(lng);
  });
  await instance
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}

export { NAMESPACES };
