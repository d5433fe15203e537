import { http, HttpResponse } from 'msw';
import {
  ARTICLE_SECTIONS,
  type Article,
  type ArticleIndex,
  type ArticleSearchResults,
  type ContactReceipt,
} from '../../contracts/support';

const API = 'http://localhost/tims/api';

const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json({ error: { code, message, ...(details ? { details } : {}) } }, { status });

type ArticleSource = Omit<Article, 'previous' | 'next'>;

/** An article as the server renders it; tests override what they care about. */
export function makeArticle(overrides: Partial<ArticleSource> & { slug: string }): ArticleSource {
  return {
    title: overrides.slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()),
    section: 'using-tims',
    order: 1,
    summary: `About ${overrides.slug}.`,
    html: `<p>Text of ${overrides.slug}.</p>`,
    headings: [],
    updated: '2026-11-02',
    language: 'en',
    ...overrides,
  };
}

/** A small help centre: links between articles, to screens, to headings; a picture. */
export function sampleArticles(): ArticleSource[] {
  return [
    makeArticle({
      slug: 'getting-started',
      title: 'Getting started',
      order: 1,
      summary: 'What TIMS is and where to begin.',
      html:
        '<p>TIMS shows the department’s road projects on a map.</p>' +
        '<p>Start with <a href="/tims/projects?q=bridge">a search for bridges</a> or read ' +
        '<a href="/tims/support/making-a-map#measure">how to measure</a>.</p>',
    }),
    makeArticle({
      slug: 'finding-a-project',
      title: 'Finding a project',
      order: 2,
      summary: 'Search by PID, by county-route-section, or with filters.',
      html:
        '<h2 id="by-pid">By PID</h2><p>Type the PID in the header’s search box.</p>' +
        '<h2 id="filters">Filters</h2><p>Narrow the list by district or county.</p>',
      headings: [
        { id: 'by-pid', text: 'By PID', level: 2 },
        { id: 'filters', text: 'Filters', level: 2 },
      ],
    }),
    makeArticle({
      slug: 'making-a-map',
      title: 'Making a map',
      section: 'maps-and-data',
      order: 1,
      summary: 'Layers, identify, measure, print and share.',
      html:
        '<h2 id="layers">Layers</h2><p>Turn layers on and off in the layer list.</p>' +
        '<h2 id="identify">Identify</h2><p>Click a bridge to see its details.</p>' +
        '<h3 id="measure">Measure</h3><p>Measure a distance along a route: click the ruler.</p>' +
        '<p><img src="/tims/api/support/media/measure.png" alt="The measure tool"></p>' +
        '<p>Back to <a href="#layers">the layers</a>.</p>',
      headings: [
        { id: 'layers', text: 'Layers', level: 2 },
        { id: 'identify', text: 'Identify', level: 2 },
        { id: 'measure', text: 'Measure', level: 3 },
      ],
    }),
    makeArticle({
      slug: 'privacy',
      title: 'Privacy',
      section: 'about',
      order: 2,
      summary: 'What TIMS keeps about you.',
    }),
    makeArticle({
      slug: 'contact',
      title: 'Contact',
      section: 'about',
      order: 3,
      summary: 'How to reach the TIMS team.',
      html: '<p>You can also call the help desk on weekdays.</p>',
    }),
  ];
}

/** What the contact form posted: its text fields, and the file parts by name. */
export interface PostedRequest {
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; size: number; text: string }>;
}

/** The offsets of each word's occurrences (at a word's start) in `text`. */
function offsetsOf(text: string, words: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const spans: [number, number][] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (at === 0 || !/[a-z0-9]/.test(lower[at - 1] ?? '')) spans.push([at, at + word.length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The help centre's API over `articles` (index, article, search, feedback) and the contact
 * form's. `feedback` and `requests` record what was posted.
 */
export function supportHandlers(articles: ArticleSource[] = sampleArticles()) {
  const ordered = [...articles].sort(
    (a, b) =>
      ARTICLE_SECTIONS.indexOf(a.section) - ARTICLE_SECTIONS.indexOf(b.section) ||
      a.order - b.order,
  );
  const feedback: { slug: string; helpful: boolean }[] = [];
  const requests: PostedRequest[] = [];
  const link = (article: ArticleSource | undefined) =>
    article ? { slug: article.slug, title: article.title, language: article.language } : null;
  const summaryOf = ({ slug, title, section, order, summary, language }: ArticleSource) => ({
    slug,
    title,
    section,
    order,
    summary,
    language,
  });

  const handlers = [
    http.get(`${API}/support/articles`, () => {
      const index: ArticleIndex = {
        sections: ARTICLE_SECTIONS.map((id) => ({
          id,
          articles: ordered.filter((article) => article.section === id).map(summaryOf),
        })).filter((section) => section.articles.length > 0),
      };
      return HttpResponse.json(index);
    }),
    http.get(`${API}/support/articles/:slug`, ({ params }) => {
      const at = ordered.findIndex((article) => article.slug === params.slug);
      const article = ordered[at];
      if (!article) return problem(404, 'not-found', `No article ${String(params.slug)}`);
      const answer: Article = {
        ...article,
        previous: link(ordered[at - 1]),
        next: link(ordered[at + 1]),
      };
      return HttpResponse.json(answer);
    }),
    http.get(`${API}/support/search`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('q') ?? '';
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const results = ordered
        .filter((article) => {
          const all = `${article.title} ${textOf(article.html)}`.toLowerCase();
          return words.every((word) => all.includes(word));
        })
        .map((article) => {
          const text = textOf(article.html);
          const highlights = offsetsOf(text, words);
          return {
            ...summaryOf(article),
            score: highlights.length,
            titleHighlights: offsetsOf(article.title, words),
            snippets: highlights.length ? [{ text, highlights }] : [],
          };
        });
      const answer: ArticleSearchResults = { query, words, results };
      return HttpResponse.json(answer);
    }),
    http.post(`${API}/support/articles/:slug/feedback`, async ({ params, request }) => {
      if (!ordered.some((article) => article.slug === params.slug)) {
        return problem(404, 'not-found', `No article ${String(params.slug)}`);
      }
      const { helpful } = (await request.json()) as { helpful: boolean };
      feedback.push({ slug: String(params.slug), helpful });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/support/requests`, async ({ request }) => {
      const form = await request.formData();
      const posted: PostedRequest = { fields: {}, files: {} };
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') posted.fields[name] = value;
        else {
          posted.files[name] = {
            name: value.name,
            type: value.type,
            size: value.size,
            text: await value.text(),
          };
        }
      }
      requests.push(posted);
      const receipt: ContactReceipt = {
        reference: 'TIMS-7K3P9QXM',
        createdAt: '2026-11-24T10:15:00.000Z',
        actionLogAttached: 'actionLog' in posted.files,
      };
      return HttpResponse.json(receipt, { status: 201 });
    }),
  ];
  return { handlers, feedback, requests };
}

/** Scenario: the contact form's request is refused with `status` (and, for a 429, a wait). */
export function contactRefusal(
  status: number,
  error: { code: string; message: string; details?: unknown },
  headers: Record<string, string> = {},
) {
  return http.post(`${API}/support/requests`, () =>
    HttpResponse.json({ error }, { status, headers }),
  );
}

/** Scenario: the contact form's request gets no answer at all (no connection). */
export function contactUnreachable() {
  return http.post(`${API}/support/requests`, () => HttpResponse.error());
}
