import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A translation as the app ships it (src/locales), so a test follows the words. */
export function words(language: string, namespace: string, key: string): string {
  const file = join(__dirname, '../../src/locales', language, `${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}/${namespace}:${key} is not a text`);
  return node;
}
