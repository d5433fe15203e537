import type {
  ArticleSearchResults,
  ArticleSummary,
  SearchSnippet,
} from '../../../contracts/support';
import { foldText } from '../foldText';
import type { TextBlock } from './renderArticle';

type Range = [number, number];

/** A word of a text: folded (lower-case, no accents) and where it stands in the original. */
export interface WordAt {
  word: string;
  start: number;
  end: number;
}

interface IndexedBlock {
  text: string;
  heading: boolean;
  words: WordAt[];
}

export interface SearchableArticle {
  summary: ArticleSummary;
  blocks: TextBlock[];
}

interface IndexedArticle {
  summary: ArticleSummary;
  titleWords: WordAt[];
  blocks: IndexedBlock[];
}

/** Words searched for at most; the rest of a long query is ignored. */
const MAX_QUERY_WORDS = 10;
/** Snippets longer than this are cut around their first match. */
const SNIPPET_LENGTH = 200;
const SNIPPET_LEAD = 60;
const MAX_SNIPPETS = 3;
/** A word in the title counts this many times one in the text; in a heading, `HEADING`. */
const TITLE_WEIGHT = 10;
const HEADING_WEIGHT = 3;

export function wordsOf(text: string): WordAt[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: foldText(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * The help centre's search: a word index over every article's title and text. An article
 * matches when it holds every word of the query — the last one as a prefix while it is still
 * being typed (`meas` finds `measure`) — and ranks by where they stand (title over headings over
 * text). Each result carries up to three snippets of its text with the words found as offsets.
 */
export class ArticleSearch {
  private readonly articles: IndexedArticle[];
  /** Folded word → the articles (by position) holding it. */
  private readonly index = new Map<string, Set<number>>();

  constructor(articles: SearchableArticle[]) {
    this.articles = articles.map(({ summary, blocks }, position) => {
      const indexed: IndexedArticle = {
        summary,
        titleWords: wordsOf(summary.title),
        blocks: blocks.map((block) => ({ ...block, words: wordsOf(block.text) })),
      };
      for (const { word } of [...indexed.titleWords, ...indexed.blocks.flatMap((b) => b.words)]) {
        let holders = this.index.get(word);
        if (!holders) this.index.set(word, (holders = new Set()));
        holders.add(position);
      }
      return indexed;
    });
  }

  search(query: string, limit: number): ArticleSearchResults {
    const queryWords = [...new Set(wordsOf(query).map((word) => word.word))].slice(
      0,
      MAX_QUERY_WORDS,
    );
    // Still typing the last word: it may be the start of a longer one.
    const prefix = /[\p{L}\p{N}]$/u.test(query);
    const terms = queryWords.map((word, i) =>
      prefix && i === queryWords.length - 1
        ? new Set([...this.index.keys()].filter((known) => known.startsWith(word)))
        : new Set(this.index.has(word) ? [word] : []),
    );
    if (terms.length === 0) return { query, words: queryWords, results: [] };

    let candidates: Set<number> | undefined;
    for (const group of terms) {
      const holders = new Set([...group].flatMap((term) => [...(this.index.get(term) ?? [])]));
      candidates = candidates
        ? new Set([...candidates].filter((position) => holders.has(position)))
        : holders;
    }
    const results = [...(candidates ?? [])]
      .map((position) => ({ position, ...this.score(this.articles[position]!, terms) }))
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, limit)
      .map(({ position, score, titleHighlights, snippets }) => ({
        ...this.articles[position]!.summary,
        score,
        titleHighlights,
        snippets,
      }));
    return { query, words: queryWords, results };
  }

  private score(article: IndexedArticle, terms: Set<string>[]) {
    const matches = (word: WordAt, group: Set<string>) => group.has(word.word);
    let score = 0;
    for (const group of terms) {
      const inTitle = article.titleWords.some((word) => matches(word, group));
      const count = (heading: boolean) =>
        article.blocks
          .filter((block) => block.heading === heading)
          .reduce((sum, block) => sum + block.words.filter((w) => matches(w, group)).length, 0);
      score +=
        (inTitle ? TITLE_WEIGHT : 0) +
        (count(true) > 0 ? HEADING_WEIGHT : 0) +
        Math.log2(1 + count(false));
    }
    const all = new Set(terms.flatMap((group) => [...group]));
    const found = (words: WordAt[]) => words.filter((word) => all.has(word.word));
    const snippets = article.blocks
      .map((block, order) => {
        const hits = found(block.words);
        return { block, order, hits, distinct: new Set(hits.map((hit) => hit.word)).size };
      })
      .filter((candidate) => candidate.hits.length > 0)
      .sort((a, b) => b.distinct - a.distinct || a.order - b.order)
      .slice(0, MAX_SNIPPETS)
      .sort((a, b) => a.order - b.order)
      .map(({ block, hits }) => snippetOf(block.text, hits));
    return {
      score: Math.round(score * 1000) / 1000,
      titleHighlights: found(article.titleWords).map((word): Range => [word.start, word.end]),
      snippets,
    };
  }
}

/**
 * The block's text, or the piece of it holding the most different words found (its start and
 * end on word boundaries), with the matches' offsets into the piece.
 */
export function snippetOf(text: string, hits: WordAt[]): SearchSnippet {
  const ranges = (from: number, to: number, shift: number): Range[] =>
    hits
      .filter((hit) => hit.start >= from && hit.end <= to)
      .map((hit): Range => [hit.start + shift, hit.end + shift]);
  if (text.length <= SNIPPET_LENGTH) return { text, highlights: ranges(0, text.length, 0) };

  const windowAt = (anchor: number) => {
    let start = Math.max(0, anchor - SNIPPET_LEAD);
    if (start > 0) {
      const space = text.indexOf(' ', start);
      start = space >= 0 && space < anchor ? space + 1 : start;
    }
    let end = Math.min(text.length, start + SNIPPET_LENGTH);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      end = space > anchor ? space : end;
    }
    const words = new Set(
      hits.filter((hit) => hit.start >= start && hit.end <= end).map((hit) => hit.word),
    );
    return { start, end, distinct: words.size };
  };
  const best = hits
    .map((hit) => windowAt(hit.start))
    .reduce((a, b) => (b.distinct > a.distinct ? b : a), windowAt(hits[0]?.start ?? 0));
  const { start, end } = best;
  const lead = start > 0 ? '…' : '';
  return {
    text: `${lead}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`,
    highlights: ranges(start, end, lead.length - start),
  };
}
