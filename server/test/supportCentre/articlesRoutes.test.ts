import type { Article, ArticleIndex, ArticleSearchResults } from '../../../contracts/support';
import type { TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { createSupportApp } from './supportHelper';

/** The help centre's routes for everyone, and the feedback counts for administrators. */
describe('help centre routes', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createSupportApp({ env: { PORTAL_URL: portal.url } });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/tims/api${url}`, headers });
  const feedback = (slug: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/tims/api/support/articles/${slug}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('lists the articles by section, cacheable for a while', async () => {
    const response = await get('/support/articles');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const index = response.json<ArticleIndex>();
    expect(index.sections.map((section) => section.id)).toEqual([
      'using-tims',
      'maps-and-data',
      'your-account',
      'about',
    ]);
    expect(index.sections[0]!.articles[0]).toEqual({
      slug: 'getting-started',
      title: 'Getting started',
      section: 'using-tims',
      order: 1,
      summary: 'What TIMS is and how its screens fit together.',
      language: 'en',
    });
  });

  it('answers one article rendered, and 404 article-not-found for another', async () => {
    const response = await get('/support/articles/making-a-map');
    expect(response.statusCode).toBe(200);
    const article = response.json<Article>();
    expect(article).toMatchObject({
      slug: 'making-a-map',
      previous: { slug: 'finding-a-project', title: 'Finding a project' },
      next: { slug: 'signing-in', title: 'Signing in' },
      updated: '2026-01-14',
    });
    expect(article.html).toContain('src="/tims/api/support/media/measure-tool.png"');

    const missing = await get('/support/articles/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'article-not-found', message: 'There is no help article "no-such-article".' },
    });
  });

  it('searches inside the articles', async () => {
    const response = await get(`/support/search?q=${encodeURIComponent('Évaluation')}`);
    expect(response.statusCode).toBe(200);
    const found = response.json<ArticleSearchResults>();
    expect(found.words).toEqual(['evaluation']);
    expect(found.results).toHaveLength(1);
    const [snippet] = found.results[0]!.snippets;
    const [start, end] = snippet!.highlights[0]!;
    expect(snippet!.text.slice(start, end)).toBe('Évaluation');
    expect(
      (await get('/support/search?q=map&limit=1')).json<ArticleSearchResults>().results,
    ).toHaveLength(1);
  });

  it.each([
    ['/support/search', 'querystring/q is required'],
    ['/support/search?q=', 'querystring/q must NOT have fewer than 1 characters'],
    ['/support/search?q=a%0Ab', 'querystring/q must match pattern'],
    ['/support/search?q={201 letters}', 'querystring/q must NOT have more than 200 characters'],
    ['/support/search?q=map&limit=0', 'querystring/limit must be >= 1'],
    ['/support/search?q=map&sort=best', 'querystring/sort is not an allowed field'],
    ['/support/articles/Getting_Started', 'params/slug must match pattern'],
    ['/support/articles?x=1', 'querystring/x is not an allowed field'],
  ])('refuses GET %s with 400 naming the field', async (url, message) => {
    const response = await get(url.replace('{201 letters}', 'x'.repeat(201)));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'bad-request',
      message: expect.stringContaining(message),
    });
  });

  it.each([
    ['/support/search?q=a%00b', 'querystring/q'],
    ['/support/articles/a%00b', 'params/slug'],
  ])(
    'refuses GET %s, which holds a NUL byte, with 400 invalid-text naming %s',
    async (url, field) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid-text', details: { field } },
      });
    },
  );

  it('serves the articles’ pictures with their type and validators, and nothing else', async () => {
    const response = await get('/support/media/measure-tool.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const etag = String(response.headers.etag);
    expect(
      (await get('/support/media/measure-tool.png', { 'if-none-match': etag })).statusCode,
    ).toBe(304);

    for (const file of [
      '..%2F..%2Fpackage.json',
      '%2e%2e',
      'x.svg',
      'Measure-Tool.png',
      '.hidden.png',
      'a..png',
      'a%00.png',
    ]) {
      const refused = await get(`/support/media/${file}`);
      expect([400, 404]).toContain(refused.statusCode);
      expect(refused.json<{ error: { code: string } }>().error.code).toBeDefined();
    }
    expect((await get('/support/media/other.png')).statusCode).toBe(404);
  });

  it('counts "Was this helpful?" per article and day, and shows administrators the totals', async () => {
    for (const helpful of [true, true, false]) {
      const response = await feedback('making-a-map', { helpful });
      expect(response.statusCode).toBe(204);
    }
    expect((await feedback('signing-in', { helpful: false })).statusCode).toBe(204);
    expect((await feedback('no-such-article', { helpful: true })).statusCode).toBe(404);
    for (const payload of [{ helpful: 'true' }, { helpful: 1 }, {}, { helpful: true, who: 'me' }]) {
      expect((await feedback('making-a-map', payload)).statusCode).toBe(400);
    }
    expect(
      await server.app.db.selectFrom('support_article_feedback').selectAll().execute(),
    ).toEqual([
      {
        slug: 'making-a-map',
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        helpful: 2,
        not_helpful: 1,
      },
      { slug: 'signing-in', day: expect.any(String), helpful: 0, not_helpful: 1 },
    ]);

    const admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    const counts = await get('/admin/support/feedback', admin);
    expect(counts.statusCode).toBe(200);
    expect(counts.json<{ articles: unknown[] }>().articles).toEqual([
      { slug: 'getting-started', title: 'Getting started', helpful: 0, notHelpful: 0 },
      { slug: 'finding-a-project', title: 'Finding a project', helpful: 0, notHelpful: 0 },
      { slug: 'making-a-map', title: 'Making a map', helpful: 2, notHelpful: 1 },
      { slug: 'signing-in', title: 'Signing in', helpful: 0, notHelpful: 1 },
      { slug: 'unsafe-markdown', title: 'Unsafe Markdown', helpful: 0, notHelpful: 0 },
    ]);
    expect((await get('/admin/support/feedback')).statusCode).toBe(401);
    const staff = { authorization: `Bearer ${portal.signIn('sam')}` };
    expect((await get('/admin/support/feedback', staff)).statusCode).toBe(403);
  });
});
