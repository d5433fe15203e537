import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Article, ArticleIndex, ArticleSearchResults } from '../../../contracts/support';
import type { TestApp } from '../helper';
import { createSupportApp, FIXTURE_CONTENT } from './supportHelper';

const SPANISH_MAP = `---
title: Cómo hacer un mapa
section: maps-and-data
order: 1
summary: Capas, identificar, medir, imprimir y compartir un mapa.
updated: 2026-02-03
---

## Capas

Active y desactive las capas en la lista de capas.

## Medir

Elija la herramienta de medición y haga clic a lo largo de la carretera. La distancia se muestra
en millas.

![La herramienta de medición con una distancia de 2.4 millas](media/measure-tool.png)
`;

/**
 * The help centre in the reader's language (`?lang=`): the fixture articles, with one of them
 * translated into Spanish.
 */
describe('help articles by language', () => {
  let content: string;
  let server: TestApp;
  beforeAll(async () => {
    content = mkdtempSync(join(tmpdir(), 'tims-help-languages-'));
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    mkdirSync(join(content, 'es'));
    writeFileSync(join(content, 'es', 'making-a-map.md'), SPANISH_MAP);
    server = await createSupportApp({ env: { SUPPORT_CONTENT_DIR: content } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(content, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url: `/tims/api${url}` });

  it('serves the Spanish article to a Spanish reader, and says so', async () => {
    const response = await get('/support/articles/making-a-map?lang=es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('es');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const article = response.json<Article>();
    expect(article).toMatchObject({
      slug: 'making-a-map',
      title: 'Cómo hacer un mapa',
      language: 'es',
      updated: '2026-02-03',
      headings: [
        { id: 'capas', text: 'Capas', level: 2 },
        { id: 'medir', text: 'Medir', level: 2 },
      ],
      // Its neighbours are not translated: English, and said to be.
      previous: { slug: 'finding-a-project', title: 'Finding a project', language: 'en' },
      next: { slug: 'signing-in', title: 'Signing in', language: 'en' },
    });
    expect(article.html).toContain('src="/tims/api/support/media/measure-tool.png"');
  });

  it('falls back to English, per article, and says the language served', async () => {
    const german = await get('/support/articles/making-a-map?lang=de');
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-language']).toBe('en');
    expect(german.json<Article>()).toMatchObject({ title: 'Making a map', language: 'en' });

    const untranslated = await get('/support/articles/signing-in?lang=es');
    expect(untranslated.json<Article>()).toMatchObject({ title: 'Signing in', language: 'en' });

    // Without `lang`, English as before.
    expect((await get('/support/articles/making-a-map')).json<Article>()).toMatchObject({
      title: 'Making a map',
      language: 'en',
    });
  });

  it('lists the index in the reader’s language, English where a translation is missing', async () => {
    const titles = async (query: string) =>
      (await get(`/support/articles${query}`))
        .json<ArticleIndex>()
        .sections.flatMap((section) =>
          section.articles.map((article) => `${article.language} ${article.title}`),
        );
    expect(await titles('?lang=es')).toEqual([
      'en Getting started',
      'en Finding a project',
      'es Cómo hacer un mapa',
      'en Signing in',
      'en Unsafe Markdown',
    ]);
    expect(await titles('?lang=zh-TW')).toEqual(await titles(''));
  });

  it('searches the articles as the reader’s language serves them', async () => {
    const search = async (query: string) =>
      (await get(`/support/search?${query}`))
        .json<ArticleSearchResults>()
        .results.map((result) => `${result.language} ${result.slug}`);
    expect(await search('q=millas&lang=es')).toEqual(['es making-a-map']);
    expect(await search('q=millas')).toEqual([]);
    expect(await search('q=miles&lang=es')).toEqual([]);
    expect(await search('q=miles&lang=de')).toEqual(['en making-a-map']);
  });

  it('counts feedback per article, whatever language it was read in', async () => {
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/tims/api/support/articles/making-a-map/feedback?lang=es',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ helpful: true }),
      });
    // The feedback route takes no language: the count is the article's.
    expect((await post()).statusCode).toBe(204);
    expect(
      await server.app.db
        .selectFrom('support_article_feedback')
        .select(['slug', 'helpful'])
        .execute(),
    ).toEqual([{ slug: 'making-a-map', helpful: 1 }]);
  });

  it.each([
    ['/support/articles?lang=xx', 'querystring/lang'],
    ['/support/articles?lang=EN', 'querystring/lang'],
    ['/support/articles/making-a-map?lang=es-MX', 'querystring/lang'],
    ['/support/articles/making-a-map?lang=', 'querystring/lang'],
    ['/support/articles/making-a-map?lang=es&lang=de', 'querystring/lang'],
    ['/support/search?q=map&lang=klingon', 'querystring/lang'],
  ])('refuses GET %s with 400 in the error envelope, naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'bad-request',
      message: expect.stringContaining(field),
    });
  });

  it('refuses a language holding a NUL byte as invalid text', async () => {
    const response = await get('/support/articles/making-a-map?lang=es%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'invalid-text', details: { field: 'querystring/lang' } },
    });
  });
});
