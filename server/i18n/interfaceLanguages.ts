/**
 * The interface languages of the spec (§9), as the server knows them: the same codes as the
 * app's `src/app/i18n/languages.ts` (server/ must not import src/, so the list is kept here too;
 * `server/test/i18n/interfaceLanguages.test.ts` fails when the two differ). The help centre's
 * `?lang=`, the local portal's cultures and the language of a page request are all one of these.
 */
export const INTERFACE_LANGUAGES = [
  ...['ar', 'bg', 'bs', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'he'],
  ...['hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'nl', 'nb', 'no', 'pl', 'pt-BR', 'pt-PT'],
  ...['ro', 'ru', 'sk', 'sl', 'sr', 'sv', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW'],
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

const BY_LOWER_CASE = new Map<string, InterfaceLanguage>(
  INTERFACE_LANGUAGES.map((code) => [code.toLowerCase(), code]),
);

/** The language `tag` names exactly, whatever its case (ArcGIS writes `pt-br`, TIMS `pt-BR`). */
export function interfaceLanguage(tag: string): InterfaceLanguage | undefined {
  return BY_LOWER_CASE.get(tag.toLowerCase());
}
