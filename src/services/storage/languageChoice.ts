import { LANGUAGE_COOKIE } from '../../../contracts/languageChoice';

/**
 * The interface language this browser chose, in localStorage, and mirrored into a cookie the
 * server reads (server/prerender/pageLanguage.ts): the screens it renders ahead of time are
 * English, and a visitor who chose another language gets the plain page instead, with no English
 * flashing before their own. Storage may be full or disabled (private browsing); then the choice
 * lasts only for the visit. Which codes are languages is the app's to decide
 * (src/app/i18n/languagePreference.ts): what is stored is read back as it is.
 */
export const LANGUAGE_STORAGE_KEY = 'tims.language';

export function readLanguageChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeLanguageChoice(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice holds until the page is closed.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
