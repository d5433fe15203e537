import { Type } from '@sinclair/typebox';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../i18n/interfaceLanguages';

/**
 * The help centre may be asked for any interface language (`../../i18n/interfaceLanguages.ts`).
 * English is the original of every article and the fallback of the others.
 */
export type ArticleLanguage = InterfaceLanguage;

/** The language every article is written in first, and served in when not yet translated. */
export const ORIGINAL_LANGUAGE: ArticleLanguage = 'en';

export function isArticleLanguage(code: string): code is ArticleLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(code);
}

/**
 * `?lang=`: the interface language of the reader (i18next's current language). Articles not yet
 * translated into it are served in English, and each answer says which language it holds.
 */
export const ArticleLanguageParam = Type.Union(
  INTERFACE_LANGUAGES.map((code) => Type.Literal(code)),
  {
    description:
      'The reader’s interface language (one of the 41 of the spec; `en` when left out). Articles not yet translated are served in English; `language` in the answer says which.',
  },
);
