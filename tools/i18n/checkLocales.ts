/**
 * `npx tsx tools/i18n/checkLocales.ts [code …]`: lists every missing, extra, wrong-plural,
 * placeholder-mismatch and left-in-English key of the languages named (all but English when none
 * is), and exits 1 if there is any.
 */
import { LANGUAGES } from '../../src/app/i18n/languages';
import { checkLanguage, describe } from './localeCheck';

const requested = process.argv.slice(2);
const unknown = requested.filter((code) => !(LANGUAGES as readonly string[]).includes(code));
if (unknown.length > 0) {
  console.error(`Not a TIMS language: ${unknown.join(', ')}`);
  process.exit(2);
}
const languages = requested.length > 0 ? requested : LANGUAGES.filter((code) => code !== 'en');

let failed = false;
for (const language of languages) {
  const problems = checkLanguage(language);
  if (problems.length === 0) {
    console.log(`${language}: ok`);
    continue;
  }
  failed = true;
  console.log(`${language}: ${problems.length} problem(s)`);
  for (const problem of problems) console.log(`  ${describe(problem)}`);
}
process.exit(failed ? 1 : 0);
