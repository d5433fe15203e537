import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES } from '../../src/app/i18n/languages';

/**
 * Checks one language's bundles against English: the same keys (plural keys by the language's
 * own plural categories), the same placeholders and tags, and nothing left in English unless
 * the language's allowlist says the word really is the same.
 */

export const LOCALES_DIR = join(__dirname, '../../src/locales');
export const SAME_AS_ENGLISH_DIR = join(__dirname, 'sameAsEnglish');

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
const COUNT_PLACEHOLDERS = new Set(['count', 'formatted']);
/** Names that stay as they are in every language. */
const UNTRANSLATED_WORDS =
  /\b(TIMS|ArcGIS|Esri|GeoJSON|CSV|Excel|PDF|KML|KMZ|Shapefile|OAuth2?|PID|PIDs|SLM|JSON|URL|ID|API|PNG|SVG|SMTP|HTTP|HTTPS|OpenAPI|DOT|WGS ?84|EPSG|FY|GIS)\b/g;

export type ProblemKind = 'missing' | 'extra' | 'placeholders' | 'english' | 'not-a-string';

export interface Problem {
  kind: ProblemKind;
  namespace: string;
  key: string;
  detail?: string;
}

type Tree = { [key: string]: Tree | string };

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** `{ a: { b: "x" } }` → `{ "a.b": "x" }`; a non-string leaf is kept as-is to be reported. */
export function flatten(tree: Tree, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value, path, into);
    } else {
      into.set(path, value);
    }
  }
  return into;
}

export function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** The keys a language must have, each with the English text it translates. */
export function expectedKeys(english: Map<string, unknown>, language: string) {
  const expected = new Map<string, unknown>();
  const categories = pluralCategories(language);
  for (const [key, value] of english) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) {
      expected.set(key, value);
      continue;
    }
    const base = plural[1]!;
    if (!english.has(`${base}_other`)) {
      expected.set(key, value);
      continue;
    }
    if (plural[2] !== 'other') continue;
    // i18next looks for `_zero` at a count of 0 in every language: where English words that
    // case apart ("No article holds these words"), every language does.
    const zero = english.has(`${base}_zero`) && !categories.includes('zero') ? ['zero'] : [];
    for (const category of [...categories, ...zero]) {
      expected.set(`${base}_${category}`, english.get(`${base}_${category}`) ?? value);
    }
  }
  return expected;
}

export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));
  return [...names, ...tags].sort();
}

/** True for a text with nothing to translate: names, codes, numbers, punctuation, placeholders. */
export function hasNothingToTranslate(text: string): boolean {
  const rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?[A-Za-z0-9]+\s*\/?>/g, ' ')
    .replace(UNTRANSLATED_WORDS, ' ')
    .replace(/\b[A-Z]{2,5}(-\d+(\.\d+)*)*\b/g, ' ') // codes such as DEL-23-12.40
    .replace(/[\d\p{P}\p{S}\s]/gu, '');
  return rest.length < 2;
}

function sameAsEnglishAllowlist(language: string): Map<string, Set<string>> {
  const path = join(SAME_AS_ENGLISH_DIR, `${language}.json`);
  if (!existsSync(path)) return new Map();
  const raw = readJson(path) as Record<string, string[]>;
  return new Map(Object.entries(raw).map(([namespace, keys]) => [namespace, new Set(keys)]));
}

/**
 * The placeholders a translation must keep. In a plural key the number (`{{count}}`,
 * `{{formatted}}`) may be left out or put in, in any form, when some English form of the key
 * shows it: a language's "one" may cover 21 and 31 (lt, lv), its "zero" 10 to 20 (lv), and
 * Arabic says "one project" and "two projects" in words.
 */
function comparePlaceholders(
  key: string,
  text: string,
  english: string,
  englishForms: string[],
): string | undefined {
  const plural = PLURAL_SUFFIX.exec(key) !== null;
  const wanted = placeholders(english);
  const found = placeholders(text);
  const numbers = new Set(
    englishForms.flatMap(placeholders).filter((name) => COUNT_PLACEHOLDERS.has(name.slice(2, -2))),
  );
  const free = (name: string) => plural && numbers.has(name);
  const missing = wanted.filter((name) => !found.includes(name) && !free(name));
  const extra = found.filter((name) => !wanted.includes(name) && !free(name));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return [
    missing.length > 0 ? `missing ${missing.join(' ')}` : '',
    extra.length > 0 ? `unexpected ${extra.join(' ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Every English form of a plural key (`x_one`, `x_other`, …), or the text itself. */
function englishFormsOf(english: Map<string, unknown>, key: string): string[] {
  const plural = PLURAL_SUFFIX.exec(key);
  if (!plural) return [];
  return [...english.entries()]
    .filter(([other]) => PLURAL_SUFFIX.exec(other)?.[1] === plural[1])
    .map(([, value]) => value)
    .filter((value): value is string => typeof value === 'string');
}

export function checkNamespace(
  language: string,
  namespace: string,
  allowlist: Set<string> = new Set(),
): Problem[] {
  const english = flatten(readJson(join(LOCALES_DIR, 'en', `${namespace}.json`)) as Tree);
  const path = join(LOCALES_DIR, language, `${namespace}.json`);
  if (!existsSync(path)) return [{ kind: 'missing', namespace, key: '*', detail: 'no file' }];
  const translated = flatten(readJson(path) as Tree);
  const expected = expectedKeys(english, language);
  const problems: Problem[] = [];
  for (const [key, source] of expected) {
    if (!translated.has(key)) {
      problems.push({ kind: 'missing', namespace, key });
      continue;
    }
    const text = translated.get(key);
    if (typeof text !== 'string' || typeof source !== 'string') {
      if (typeof text !== typeof source) problems.push({ kind: 'not-a-string', namespace, key });
      continue;
    }
    const mismatch = comparePlaceholders(key, text, source, englishFormsOf(english, key));
    if (mismatch) problems.push({ kind: 'placeholders', namespace, key, detail: mismatch });
    if (text === source && !hasNothingToTranslate(text) && !allowlist.has(key)) {
      problems.push({ kind: 'english', namespace, key, detail: text });
    }
  }
  for (const key of translated.keys()) {
    if (!expected.has(key)) problems.push({ kind: 'extra', namespace, key });
  }
  return problems;
}

export function checkLanguage(language: string): Problem[] {
  const allowlists = sameAsEnglishAllowlist(language);
  return NAMESPACES.flatMap((namespace) =>
    checkNamespace(language, namespace, allowlists.get(namespace)),
  );
}

export function describe(problem: Problem): string {
  const where = `${problem.namespace}:${problem.key}`;
  return problem.detail
    ? `${problem.kind} ${where} — ${problem.detail}`
    : `${problem.kind} ${where}`;
}
