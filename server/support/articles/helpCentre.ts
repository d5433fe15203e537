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
import { ORIGINAL_LANGUAGE, isArticleLanguage, type ArticleLanguage } from './articleLanguages';
import { isMediaFile, mediaType } from './articleMedia';
import { ArticleSearch } from './articleSearch';
import { readFrontMatter } from './frontMatter';
import { renderArticle, type RenderedArticle } from './renderArticle';

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
  /** The file, as messages name it. */
  file: string;
}

/** The help centre as one language reads it: its translations, English where there is none. */
interface LanguageView {
  bySlug: Map<string, LoadedArticle>;
  /** The drawer's order (the English articles' sections and orders). */
  ordered: LoadedArticle[];
  finder: ArticleSearch;
}

/**
 * The help centre: every article of `{contentDir}/en/*.md` read, checked and rendered once, at
 * start, with the pictures of `{contentDir}/media/` and the search index; then the translations
 * beside it (`{contentDir}/{language}/{slug}.md`, the same slugs), each language served as its
 * translations with the English article wherever one is missing. A file TIMS cannot serve (front
 * matter, unsafe or malformed links and pictures) stops the start with an `ArticleError` naming
 * it; a picture missing from `media/`, a link to an article or heading that does not exist, a
 * translation without its English article or in another section, or a folder that is no
 * interface language is one of `problems`.
 */
export class HelpCentre {
  private readonly views = new Map<ArticleLanguage, LanguageView>();
  private readonly media = new Map<string, MediaFile>();
  /**
   * Gaps that do not stop the start (a picture not yet taken, a link to an article not yet
   * written): logged as warnings, and the content test fails on them.
   */
  readonly problems: string[] = [];

  constructor(readonly contentDir: string) {
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

    const originals = this.load(ORIGINAL_LANGUAGE);
    const ordered = [...originals.values()].sort(
      (a, b) =>
        ARTICLE_SECTIONS.indexOf(a.summary.section) - ARTICLE_SECTIONS.indexOf(b.summary.section) ||
        a.summary.order - b.summary.order ||
        a.summary.slug.localeCompare(b.summary.slug),
    );
    this.views.set(ORIGINAL_LANGUAGE, this.view(ordered));

    for (const folder of listFolders(contentDir)) {
      if (folder === 'media' || folder === ORIGINAL_LANGUAGE) continue;
      if (!isArticleLanguage(folder)) {
        this.problems.push(
          `${shownPath(join(contentDir, folder))} is not an interface language: its articles are not served`,
        );
        continue;
      }
      const translations = this.load(folder);
      for (const [slug, translation] of translations) {
        const original = originals.get(slug);
        if (!original) {
          this.problems.push(
            `${translation.file} has no English original (${ORIGINAL_LANGUAGE}/${slug}.md): it is not served`,
          );
        } else if (translation.summary.section !== original.summary.section) {
          this.problems.push(
            `${translation.file} is in the section "${translation.summary.section}", its English original in "${original.summary.section}"`,
          );
        }
      }
      // The English order and sections, whatever the translations' front matter says.
      const served = ordered.map((original) => {
        const translation = translations.get(original.summary.slug);
        if (!translation) return original;
        const { section, order } = original.summary;
        return { ...translation, summary: { ...translation.summary, section, order } };
      });
      this.views.set(folder, this.view(served));
    }
  }

  get size(): number {
    return this.english.ordered.length;
  }

  /** English, then the languages with a folder of translations. */
  get languages(): ArticleLanguage[] {
    return [...this.views.keys()];
  }

  /**
   * `GET /support/articles?lang=`: the sections in the drawer's order, empty ones left out, each
   * article in `language` or, not yet translated, in English.
   */
  index(language: ArticleLanguage = ORIGINAL_LANGUAGE): ArticleIndex {
    const { ordered } = this.viewOf(language);
    return {
      sections: ARTICLE_SECTIONS.map((id) => ({
        id,
        articles: ordered
          .filter((article) => article.summary.section === id)
          .map((article) => article.summary),
      })).filter((section) => section.articles.length > 0),
    };
  }

  /** One article in `language`, else in English (its `language` says which); its neighbours too. */
  article(slug: string, language: ArticleLanguage = ORIGINAL_LANGUAGE): Article | undefined {
    const { bySlug, ordered } = this.viewOf(language);
    const article = bySlug.get(slug);
    if (!article) return undefined;
    const position = ordered.indexOf(article);
    const link = (other: LoadedArticle | undefined): ArticleLink | null =>
      other
        ? { slug: other.summary.slug, title: other.summary.title, language: other.summary.language }
        : null;
    return {
      ...article.summary,
      html: article.rendered.html,
      headings: article.rendered.headings,
      previous: link(ordered[position - 1]),
      next: link(ordered[position + 1]),
      updated: article.updated,
    };
  }

  /** The English summaries in the drawer's order (the administrators' feedback counts). */
  summaries(): ArticleSummary[] {
    return this.english.ordered.map((article) => article.summary);
  }

  /** The articles as `language` reads them, searched in the text served in it. */
  search(
    query: string,
    limit: number,
    language: ArticleLanguage = ORIGINAL_LANGUAGE,
  ): ArticleSearchResults {
    return this.viewOf(language).finder.search(query, limit);
  }

  mediaFile(name: string): MediaFile | undefined {
    return this.media.get(name);
  }

  private get english(): LanguageView {
    return this.views.get(ORIGINAL_LANGUAGE)!;
  }

  private viewOf(language: ArticleLanguage): LanguageView {
    return this.views.get(language) ?? this.english;
  }

  /** The articles of `{contentDir}/{language}/`, read, checked and rendered, by slug. */
  private load(language: ArticleLanguage): Map<string, LoadedArticle> {
    const dir = join(this.contentDir, language);
    const mediaDir = join(this.contentDir, 'media');
    const loaded = new Map<string, LoadedArticle>();
    for (const name of listFiles(dir)) {
      if (!name.endsWith('.md')) continue;
      const path = join(dir, name);
      const file = shownPath(path);
      const slug = name.slice(0, -'.md'.length);
      if (!SLUG.test(slug) || slug.length > 60) {
        throw new ArticleError(
          file,
          'its name must be the slug: lower-case words joined by "-", then .md',
        );
      }
      const { meta, body } = readFrontMatter(readFileSync(path, 'utf8'), file);
      const rendered = renderArticle(body, file);
      for (const picture of rendered.media.filter((name) => !this.media.has(name))) {
        this.problems.push(
          `${file} shows media/${picture}, which is not in ${shownPath(mediaDir)}`,
        );
      }
      const { title, section, order, summary, updated } = meta;
      loaded.set(slug, {
        summary: { slug, title, section, order, summary, language },
        updated,
        rendered,
        file,
      });
    }
    return loaded;
  }

  /** A language's view of `ordered`: its links checked, its search built. */
  private view(ordered: LoadedArticle[]): LanguageView {
    const bySlug = new Map(ordered.map((article) => [article.summary.slug, article]));
    const view: LanguageView = {
      bySlug,
      ordered,
      finder: new ArticleSearch(
        ordered.map(({ summary, rendered }) => ({ summary, blocks: rendered.blocks })),
      ),
    };
    // English articles standing in for a translation too: their links lead into this language.
    for (const article of ordered) this.checkLinks(article, bySlug);
    return view;
  }

  /** Links to `/support/{slug}` must name an article, and their `#fragment` one of its headings. */
  private checkLinks(article: LoadedArticle, bySlug: Map<string, LoadedArticle>): void {
    for (const link of article.rendered.appLinks) {
      const match = /^\/support\/([^/?#]+)\/?(?:\?[^#]*)?(?:#(.*))?$/.exec(link);
      if (!match) continue;
      const target = bySlug.get(match[1] ?? '');
      const fragment = match[2];
      const problem = !target
        ? `${article.file} links to ${link}, but there is no such article`
        : fragment !== undefined && !target.rendered.ids.has(fragment)
          ? `${article.file} links to ${link}, but "${target.summary.title}" has no heading with the id "${fragment}"`
          : undefined;
      if (problem && !this.problems.includes(problem)) this.problems.push(problem);
    }
  }
}

/** A file as an error names it: from the working folder when below it (`content/support/en/x.md`). */
function shownPath(file: string): string {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') || isAbsolute(path) ? file : path;
}

/** The folders in a folder (the languages and `media`). */
function listFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** The names in a folder; none when it does not exist (the help centre is then empty). */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
