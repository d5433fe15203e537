import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import {
  ARTICLE_SECTIONS,
  type Article,
  type ArticleIndex,
  type ArticleLink,
  type ArticleSearchResults,
  type ArticleSummary,
} from '../../../contracts/support';
import { ArticleError } from './articleError';
import { isMediaFile, mediaType } from './articleMedia';
import { ArticleSearch } from './articleSearch';
import { readFrontMatter } from './frontMatter';
import { renderArticle, type RenderedArticle } from './renderArticle';

/** The language of the articles served (other languages come later). */
const LANGUAGE = 'en';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface MediaFile {
  path: string;
  contentType: string;
  bytes: number;
  /** Strong validator of the content, without quotes. */
  etag: string;
  lastModified: string;
}

interface LoadedArticle {
  summary: ArticleSummary;
  updated: string;
  rendered: RenderedArticle;
}

/**
 * The help centre: every article of `{contentDir}/en/*.md` read, checked and rendered once, at
 * start, with the pictures of `{contentDir}/media/` and the search index. A file TIMS cannot
 * serve (front matter, unsafe or malformed links and pictures) stops the start with an
 * `ArticleError` naming it; a picture missing from `media/` or a link to an article or heading
 * that does not exist is one of `problems`.
 */
export class HelpCentre {
  private readonly bySlug = new Map<string, LoadedArticle>();
  private readonly ordered: LoadedArticle[];
  private readonly media = new Map<string, MediaFile>();
  private readonly finder: ArticleSearch;
  /**
   * Gaps that do not stop the start (a picture not yet taken, a link to an article not yet
   * written): logged as warnings, and the content test fails on them.
   */
  readonly problems: string[] = [];

  constructor(readonly contentDir: string) {
    const articlesDir = join(contentDir, LANGUAGE);
    const mediaDir = join(contentDir, 'media');
    for (const name of listFiles(mediaDir)) {
      if (!isMediaFile(name)) continue;
      const path = join(mediaDir, name);
      const data = readFileSync(path);
      this.media.set(name, {
        path,
        contentType: mediaType(name),
        bytes: data.length,
        etag: createHash('sha256').update(data).digest('base64url').slice(0, 27),
        lastModified: statSync(path).mtime.toUTCString(),
      });
    }
    const shown = shownPath;
    for (const name of listFiles(articlesDir)) {
      if (!name.endsWith('.md')) continue;
      const path = join(articlesDir, name);
      const slug = name.slice(0, -'.md'.length);
      if (!SLUG.test(slug) || slug.length > 60) {
        throw new ArticleError(
          shown(path),
          'its name must be the slug: lower-case words joined by "-", then .md',
        );
      }
      const { meta, body } = readFrontMatter(readFileSync(path, 'utf8'), shown(path));
      const rendered = renderArticle(body, shown(path));
      for (const file of rendered.media.filter((name) => !this.media.has(name))) {
        this.problems.push(
          `${shownPath(path)} shows media/${file}, which is not in ${shownPath(mediaDir)}`,
        );
      }
      const { title, section, order, summary, updated } = meta;
      this.bySlug.set(slug, {
        summary: { slug, title, section, order, summary },
        updated,
        rendered,
      });
    }
    this.ordered = [...this.bySlug.values()].sort(
      (a, b) =>
        ARTICLE_SECTIONS.indexOf(a.summary.section) - ARTICLE_SECTIONS.indexOf(b.summary.section) ||
        a.summary.order - b.summary.order ||
        a.summary.slug.localeCompare(b.summary.slug),
    );
    for (const article of this.ordered) this.checkLinks(article);
    this.finder = new ArticleSearch(
      this.ordered.map(({ summary, rendered }) => ({ summary, blocks: rendered.blocks })),
    );
  }

  get size(): number {
    return this.ordered.length;
  }

  /** `GET /support/articles`: the sections in the drawer's order, empty ones left out. */
  index(): ArticleIndex {
    return {
      sections: ARTICLE_SECTIONS.map((id) => ({
        id,
        articles: this.ordered
          .filter((article) => article.summary.section === id)
          .map((article) => article.summary),
      })).filter((section) => section.articles.length > 0),
    };
  }

  article(slug: string): Article | undefined {
    const article = this.bySlug.get(slug);
    if (!article) return undefined;
    const position = this.ordered.indexOf(article);
    const link = (other: LoadedArticle | undefined): ArticleLink | null =>
      other ? { slug: other.summary.slug, title: other.summary.title } : null;
    return {
      ...article.summary,
      html: article.rendered.html,
      headings: article.rendered.headings,
      previous: link(this.ordered[position - 1]),
      next: link(this.ordered[position + 1]),
      updated: article.updated,
    };
  }

  /** The summaries in the drawer's order. */
  summaries(): ArticleSummary[] {
    return this.ordered.map((article) => article.summary);
  }

  search(query: string, limit: number): ArticleSearchResults {
    return this.finder.search(query, limit);
  }

  mediaFile(name: string): MediaFile | undefined {
    return this.media.get(name);
  }

  /** Links to `/support/{slug}` must name an article, and their `#fragment` one of its headings. */
  private checkLinks(article: LoadedArticle): void {
    const file = shownPath(join(this.contentDir, LANGUAGE, `${article.summary.slug}.md`));
    for (const link of article.rendered.appLinks) {
      const match = /^\/support\/([^/?#]+)\/?(?:\?[^#]*)?(?:#(.*))?$/.exec(link);
      if (!match) continue;
      const target = this.bySlug.get(match[1] ?? '');
      const fragment = match[2];
      if (!target) {
        this.problems.push(`${file} links to ${link}, but there is no such article`);
      } else if (fragment !== undefined && !target.rendered.ids.has(fragment)) {
        this.problems.push(
          `${file} links to ${link}, but "${target.summary.title}" has no heading with the id "${fragment}"`,
        );
      }
    }
  }
}

/** A file as an error names it: from the working folder when below it (`content/support/en/x.md`). */
function shownPath(file: string): string {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') || isAbsolute(path) ? file : path;
}

/** The names in a folder; none when it does not exist (the help centre is then empty). */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
