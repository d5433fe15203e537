import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BASE_PATH } from '../../../lib/basePath';
import type { CameFromState } from '../helpArticleForPath';
import { ArticleText } from './ArticleText';
import { highlightWords } from './highlightWords';

export interface ArticleBodyProps {
  /** The article's HTML as the server rendered and sanitised it. */
  html: string;
  /** Words to mark in the text (folded), when the article was opened from a search. */
  highlight: readonly string[];
  /** Kept on the links that stay in the app. */
  state: CameFromState;
  /** The text's language when it is not the reader's (an article not yet translated). */
  lang?: string;
}

/** The element of an in-page address (`#measure`), if the article has it. */
function targetOf(root: HTMLElement, hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return (
    Array.from(root.querySelectorAll<HTMLElement>('[id]')).find((node) => node.id === id) ?? null
  );
}

/** Brings an element into view and gives it the focus, as following a link to it would. */
function reveal(target: HTMLElement) {
  target.scrollIntoView?.({ block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The app path of a link inside TIMS (`/tims/projects?q=x` → `/projects?q=x`), or null. */
export function appPathOf(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  // The API and its files (the articles' pictures, downloads) are not screens.
  if (url.pathname.startsWith(`${BASE_PATH}/api/`)) return null;
  return `${url.pathname.slice(BASE_PATH.length) || '/'}${url.search}${url.hash}`;
}

/**
 * The article's HTML inserted as it is (the server sanitised it), then: the words of a search
 * marked by walking its text nodes; a click on a link to a TIMS screen handled by the router
 * (the page is not reloaded); an in-page address (`#measure`) scrolled to and focused.
 */
export function ArticleBody({ html, highlight, state, lang }: ArticleBodyProps) {
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const words = highlight.join(' ');

  // Again on each visit of an in-page address (the "On this page" list, an in-app link), so the
  // heading is brought into view and focused even when the address was already this one.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    element.innerHTML = html;
    const marks = highlightWords(element, words ? words.split(' ') : []);
    const target = targetOf(element, hash);
    if (target) reveal(target);
    else marks[0]?.scrollIntoView?.({ block: 'center' });
  }, [html, words, hash, key]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || (link.getAttribute('target') ?? '_self') !== '_self') return;
    if (link.hasAttribute('download')) return;
    const href = link.getAttribute('href') ?? '';
    const path = href.startsWith('#')
      ? `${pathname}${search}${href}`
      : appPathOf(href, window.location.origin);
    if (path === null) return;
    event.preventDefault();
    navigate(path, { state });
  };

  // The links inside are the article's own (Enter on a link clicks it): the container only
  // catches their clicks.
  return <ArticleText ref={root} onClick={onClick} lang={lang} />;
}
