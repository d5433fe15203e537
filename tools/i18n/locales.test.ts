import { LANGUAGES } from '../../src/app/i18n/languages';
import { checkLanguage, describe as describeProblem } from './localeCheck';

// Every key of every namespace in every language: none missing, none extra, the language's own
// plural forms, the same placeholders, nothing left in English (tools/i18n/checkLocales.ts).
describe('the translations', () => {
  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language} is complete`, () => {
      expect(checkLanguage(language).map(describeProblem)).toEqual([]);
    });
  }
});
