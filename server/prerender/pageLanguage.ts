import type { IncomingHttpHeaders } from 'node:http';
import { LANGUAGE_COOKIE, LANGUAGE_PARAMETER } from '../../contracts/languageChoice';
import { interfaceLanguage } from '../i18n/interfaceLanguages';

/**
 * The language a page request will be shown in, as the app will decide it: a link's `?lang=`,
 * then the choice the browser remembers (the app mirrors it into this cookie), then the
 * browser's languages (Accept-Language, by preference). The screens rendered ahead of time are
 * English: a visitor reading another language gets the plain page, so no English flashes
 * before their own.
 */

function exactly(tag: string | null | undefined): string | undefined {
  return tag ? interfaceLanguage(tag.trim()) : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** `de-AT,de;q=0.9,en;q=0.5` → the first TIMS language by preference (exact, then bare). */
export function acceptedLanguage(header: string | undefined): string | undefined {
  const ranked = (header ?? '')
    .split(',')
    .slice(0, 32)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const found = exactly(tag) ?? exactly(tag.split('-')[0]);
    if (found) return found;
  }
  return undefined;
}

export function pageLanguage(url: string, headers: IncomingHttpHeaders): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return (
    exactly(new URLSearchParams(query).get(LANGUAGE_PARAMETER)) ??
    exactly(cookieValue(headers.cookie, LANGUAGE_COOKIE)) ??
    acceptedLanguage(headers['accept-language']) ??
    'en'
  );
}
