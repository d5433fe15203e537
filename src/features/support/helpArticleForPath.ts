import { useLocation } from 'react-router-dom';

/** Where the visitor came from, carried in the router's location state into the help centre. */
export interface CameFromState {
  from?: string;
}

/** App paths (first matching prefix wins) and the help article that explains their screen. */
const ARTICLES: readonly (readonly [pattern: RegExp, slug: string])[] = [
  [/^\/$/, 'getting-started'],
  [/^\/projects\/details(\/|$)/, 'reading-a-project'],
  [/^\/projects(\/|$)/, 'finding-a-project'],
  [/^\/maps(\/|$)/, 'standard-maps'],
  [/^\/mapviewers(\/|$)/, 'map-viewers'],
  [/^\/map(\/|$)/, 'making-a-map'],
  [/^\/data(\/|$)/, 'data-and-downloads'],
  [/^\/(auth|profile)(\/|$)/, 'signing-in'],
  [/^\/admin(\/|$)/, 'administering-tims'],
];

/**
 * The help for the screen at `pathname` (an app path without the `/tims` base): its article's
 * address, or the help centre's home for screens without one (the help centre itself).
 */
export function helpArticleForPath(pathname: string): string {
  const found = ARTICLES.find(([pattern]) => pattern.test(pathname));
  return found ? `/support/${found[1]}` : '/support';
}

/**
 * The header's help link: the current screen's article, remembering the screen (so the
 * contact form can say where the visitor was). Inside the help centre it keeps the screen the
 * visitor first came from.
 */
export function useHelpLink(): { to: string; state: CameFromState } {
  const location = useLocation();
  const { pathname, search } = location;
  const inHelp = /^\/support(\/|$)/.test(pathname);
  const from = inHelp ? (location.state as CameFromState | null)?.from : `${pathname}${search}`;
  return { to: helpArticleForPath(pathname), state: from ? { from } : {} };
}
