import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { foldText } from '../foldText';
import { ArticleError } from './articleError';
import { MEDIA_URL, isMediaFile } from './articleMedia';

type Token = MarkdownIt.Token;

/** A paragraph, list item, table cell, heading or code block, as plain text, for the search. */
export interface TextBlock {
  text: string;
  heading: boolean;
}

export interface RenderedArticle {
  /** Sanitised HTML, safe to insert as it is. */
  html: string;
  /** Level-2 and level-3 headings, for the table of contents. */
  headings: { id: string; text: string; level: number }[];
  /** Every heading's id: what `#fragment` links may name. */
  ids: Set<string>;
  blocks: TextBlock[];
  /** App paths linked to, as written (`/support/signing-in#expired`), to be checked. */
  appLinks: string[];
  /** Media files shown. */
  media: string[];
}

/** The app's base path: article links are app paths without it. */
const APP_BASE = '/tims';

// Raw HTML in an article is shown as text, never rendered; links and bare URLs are links;
// quotes and dashes are typeset.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const ALIGN = { 'text-align': [/^(?:left|right|center)$/] };

/**
 * What may reach the page, whatever markdown-it produced: headings with ids, text, lists,
 * tables, code, quotes, links (http, https, mailto, tel or same-site paths) and the articles'
 * own pictures. Anything else is dropped, with its content where it is a script or style.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ...['strong', 'em', 's', 'a', 'img'],
  ],
  allowedAttributes: {
    ...Object.fromEntries(['h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { th: ALIGN, td: ALIGN },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith(MEDIA_URL),
};

/** The last line of defence: whatever the renderer wrote, only the allowlist reaches the page. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** A heading's id: its words, lower-case without accents, joined by `-` (`Print and export` → `print-and-export`). */
export function headingId(text: string): string {
  return (
    foldText(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function plainText(children: Token[] | null): string {
  return (children ?? [])
    .map((token) => {
      if (token.type === 'text' || token.type === 'code_inline') return token.content;
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Renders an article's Markdown (its body, after the front matter) to sanitised HTML, checking
 * what the browser cannot: links are app paths (`/projects?q=bridge`, made `/tims/…`),
 * `#fragments`, or http(s), mailto and tel addresses (http(s) ones open in a new tab); pictures
 * are `media/{file}` with a text alternative; sections start at `##`. Throws `ArticleError`.
 */
export function renderArticle(body: string, file: string): RenderedArticle {
  const tokens = markdown.parse(body, {});
  const headings: RenderedArticle['headings'] = [];
  const ids = new Set<string>();
  const blocks: TextBlock[] = [];
  const appLinks: string[] = [];
  const media: string[] = [];
  const fragments: string[] = [];

  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      if (token.tag === 'h1') {
        throw new ArticleError(
          file,
          'has a level-1 heading ("# …"): the title comes from the front matter, sections start at "##"',
        );
      }
      const text = plainText(tokens[index + 1]?.children ?? null);
      let id = headingId(text);
      for (let n = 2; ids.has(id); n += 1) id = `${headingId(text)}-${n}`;
      ids.add(id);
      token.attrSet('id', id);
      const level = Number(token.tag.slice(1));
      if (level <= 3) headings.push({ id, text, level });
    } else if (token.type === 'inline') {
      const text = plainText(token.children);
      if (text) blocks.push({ text, heading: tokens[index - 1]?.type === 'heading_open' });
      for (const child of token.children ?? []) {
        if (child.type === 'link_open') rewriteLink(child, file, appLinks, fragments);
        if (child.type === 'image') media.push(rewriteImage(child, file));
      }
    } else if (token.type === 'fence' || token.type === 'code_block') {
      const text = token.content.replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ text, heading: false });
    }
  });
  const missing = fragments.find((fragment) => !ids.has(fragment));
  if (missing !== undefined) {
    throw new ArticleError(file, `links to "#${missing}", a heading it does not have`);
  }

  const html = sanitizeArticleHtml(markdown.renderer.render(tokens, markdown.options, {}));
  return { html, headings, ids, blocks, appLinks, media };
}

function rewriteLink(token: Token, file: string, appLinks: string[], fragments: string[]): void {
  const href = String(token.attrGet('href') ?? '');
  if (href.startsWith('#')) {
    fragments.push(safeDecode(href.slice(1)));
  } else if (href.startsWith('/') && !href.startsWith('//')) {
    appLinks.push(href);
    token.attrSet('href', `${APP_BASE}${href}`);
  } else if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  } else if (!/^(?:mailto|tel):/i.test(href)) {
    throw new ArticleError(
      file,
      `links to "${href}": write an app path (/projects), a #heading, or an http(s), mailto or tel address`,
    );
  }
}

function rewriteImage(token: Token, file: string): string {
  const src = String(token.attrGet('src') ?? '');
  const name = src.startsWith('media/') ? src.slice('media/'.length) : '';
  if (!isMediaFile(name)) {
    throw new ArticleError(
      file,
      `shows "${src}": pictures are media/{name}.png (or .jpg, .gif, .webp), lower-case`,
    );
  }
  if (!plainText(token.children)) {
    throw new ArticleError(file, `shows "${src}" without a text alternative (![what it shows](…))`);
  }
  token.attrSet('src', `${MEDIA_URL}${name}`);
  return name;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
