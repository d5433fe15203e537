import { useLocation } from 'react-router-dom';
import type { CameFromState } from './helpArticleForPath';

/** Longest `page` the contact form may send (contracts/support.ts `ContactFields.page`). */
const PAGE_MAX = 300;

/**
 * The app path the visitor was on before opening the help centre, as the links into it carried
 * it in the location state; `undefined` when unknown (a link typed or opened in a new tab).
 */
export function useCameFrom(): string | undefined {
  const from = (useLocation().state as CameFromState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(from)) return undefined;
  return from.slice(0, PAGE_MAX);
}

/** The location state that keeps `from` on links inside the help centre. */
export function useCameFromState(): CameFromState {
  const from = useCameFrom();
  return from ? { from } : {};
}
