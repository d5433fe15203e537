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

/** Each language by its own name, as the language picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  bg: 'Български',
  bs: 'Bosanski',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hr: 'Hrvatski',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  nl: 'Nederlands',
  nb: 'Norsk bokmål',
  no: 'Norsk',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sr: 'Srpski',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '中文（简体）',
  'zh-HK': '中文（香港）',
  'zh-TW': '中文（台灣）',
};

/** The languages written right to left. */
export const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar', 'he']);

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language as Language) ? 'rtl' : 'ltr';
}

/** The TIMS language a tag names exactly, whatever its case (`pt-br` → `pt-BR`). */
export function asLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  return LANGUAGES.find((code) => code.toLowerCase() === lower);
}

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
  'errors',
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
