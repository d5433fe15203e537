import { useTranslation } from 'react-i18next';

/** What the API takes as `?lang=` (`es`, `pt-BR`); anything else is asked for in English. */
const LANGUAGE_CODE = /^[a-z]{2}(?:-[A-Z]{2})?$/;

/** The language every help article is written in first, and shown in until it is translated. */
export const ORIGINAL_LANGUAGE = 'en';

/**
 * The language to ask the help centre for: the interface's (i18next's current language). The
 * component re-renders when the reader changes language, so the queries that take it ask again.
 */
export function useArticleLanguage(): string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return language && LANGUAGE_CODE.test(language) ? language : ORIGINAL_LANGUAGE;
}

/**
 * The `lang` attribute of text served in `served` to a reader of `reader`: set only where the two
 * differ (an article not yet translated), so screen readers pronounce it as the language it is.
 */
export function langWhenOther(served: string, reader: string): string | undefined {
  return served === reader ? undefined : served;
}
