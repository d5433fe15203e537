/**
 * Which language a visit starts in: a link's `?lang=` (contracts/languageChoice.ts), then the
 * choice this browser remembers (services/storage/languageChoice.ts), then the browser's own
 * languages.
 */
import { LANGUAGE_PARAMETER } from '../../../contracts/languageChoice';
import { readLanguageChoice, writeLanguageChoice } from '../../services/storage/languageChoice';
import { asLanguage, pickLanguage, type Language } from './languages';

export function languageFromLink(search: string): Language | undefined {
  return asLanguage(new URLSearchParams(search).get(LANGUAGE_PARAMETER));
}

/** The language this browser chose, if what it stored is one TIMS speaks. */
export function rememberedLanguage(): Language | undefined {
  return asLanguage(readLanguageChoice());
}

export function rememberLanguage(language: Language): void {
  writeLanguageChoice(language);
}

export interface StartingPoint {
  search: string;
  preferred: readonly string[];
}

export function initialLanguage({ search, preferred }: StartingPoint): Language {
  const fromLink = languageFromLink(search);
  if (fromLink) {
    // Following a link in a language is choosing it: the next visit keeps it.
    rememberLanguage(fromLink);
    return fromLink;
  }
  return rememberedLanguage() ?? pickLanguage(preferred);
}
