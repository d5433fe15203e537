/** The interface languages of the spec (§9); English is the default and the fallback. */
export const LANGUAGES = [
  'ar',
  'bg',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'he',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'nl',
  'nb',
  'no',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Every namespace is one JSON file per language: src/locales/{language}/{namespace}.json. */
export const NAMESPACES = [
  'common',
  'home',
  'screens',
  'projects',
  'map',
  'notifications',
  'admin',
  'usage',
  'standardMaps',
  'mapViewers',
  'data',
  'support',
  'adminSupport',
  'replay',
  'actionLog',
] as const;

/**
 * The first of the browser's preferred languages that TIMS speaks: an exact match
 * (`pt-BR`), then the bare language (`de-AT` → `de`), then English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  const byLowerCase = new Map(LANGUAGES.map((code) => [code.toLowerCase(), code]));
  for (const tag of preferred) {
    const exact = byLowerCase.get(tag.toLowerCase());
    if (exact) return exact;
    const bare = byLowerCase.get(tag.split('-')[0]!.toLowerCase());
    if (bare) return bare;
  }
  return DEFAULT_LANGUAGE;
}
