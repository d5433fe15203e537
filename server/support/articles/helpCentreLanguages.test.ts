import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HelpCentre } from './helpCentre';

describe('the help centre in other languages', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tims-help-'));
    for (const folder of ['en', 'es', 'media']) mkdirSync(join(dir, folder));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (language: string, slug: string, front: Record<string, unknown>, body: string) =>
    writeFileSync(
      join(dir, language, `${slug}.md`),
      `---\n${Object.entries({ updated: '2026-01-10', ...front })
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join('\n')}\n---\n\n${body}\n`,
    );
  const english = () => {
    write(
      'en',
      'first-steps',
      { title: 'First steps', section: 'using-tims', order: 1, summary: 'Where to begin.' },
      '## The header\n\nSearch a bridge from the header. See [the map](/support/the-map).',
    );
    write(
      'en',
      'the-map',
      { title: 'The map', section: 'maps-and-data', order: 1, summary: 'Layers and tools.' },
      '## Measure\n\nMeasure a distance along a route.',
    );
    write(
      'en',
      'privacy',
      { title: 'Privacy', section: 'about', order: 1, summary: 'What is kept.' },
      '## Cookies\n\nNo cookies track you.',
    );
  };

  it('serves a language its translations, and English with its language said where one is missing', () => {
    english();
    write(
      'es',
      'first-steps',
      { title: 'Primeros pasos', section: 'using-tims', order: 1, summary: 'Por dónde empezar.' },
      '## El encabezado\n\nBusque un puente desde el encabezado. Vea [el mapa](/support/the-map).',
    );
    write(
      'es',
      'the-map',
      { title: 'El mapa', section: 'maps-and-data', order: 7, summary: 'Capas y herramientas.' },
      '## Medir\n\nMida una distancia a lo largo de una ruta.',
    );
    const centre = new HelpCentre(dir);
    expect(centre.problems).toEqual([]);
    expect(centre.languages).toEqual(['en', 'es']);

    const index = centre.index('es');
    expect(
      index.sections.flatMap((section) =>
        section.articles.map(({ slug, title, language, order }) => [slug, title, language, order]),
      ),
    ).toEqual([
      ['first-steps', 'Primeros pasos', 'es', 1],
      // The English order, whatever the translation's front matter says.
      ['the-map', 'El mapa', 'es', 1],
      ['privacy', 'Privacy', 'en', 1],
    ]);

    expect(centre.article('the-map', 'es')).toMatchObject({
      title: 'El mapa',
      language: 'es',
      headings: [{ id: 'medir', text: 'Medir', level: 2 }],
      previous: { slug: 'first-steps', title: 'Primeros pasos', language: 'es' },
      next: { slug: 'privacy', title: 'Privacy', language: 'en' },
    });
    expect(centre.article('privacy', 'es')).toMatchObject({ title: 'Privacy', language: 'en' });
    // A language without a folder reads English; English is untouched by the translations.
    expect(centre.article('the-map', 'de')).toMatchObject({ title: 'The map', language: 'en' });
    expect(centre.article('the-map')).toMatchObject({ title: 'The map', language: 'en' });
    expect(centre.summaries().map((summary) => summary.title)).toEqual([
      'First steps',
      'The map',
      'Privacy',
    ]);
  });

  it('searches the text served in the language asked for', () => {
    english();
    write(
      'es',
      'the-map',
      { title: 'El mapa', section: 'maps-and-data', order: 1, summary: 'Capas.' },
      '## Medir\n\nMida una distancia a lo largo de una ruta.',
    );
    const centre = new HelpCentre(dir);
    const slugs = (query: string, language?: 'es' | 'de') =>
      centre
        .search(query, 20, language)
        .results.map(({ slug, language: served }) => [slug, served]);
    expect(slugs('distancia', 'es')).toEqual([['the-map', 'es']]);
    expect(slugs('distancia')).toEqual([]);
    expect(slugs('distance', 'es')).toEqual([]);
    // English stands in for what is not translated, in the search too.
    expect(slugs('cookies', 'es')).toEqual([['privacy', 'en']]);
    expect(slugs('distance', 'de')).toEqual([['the-map', 'en']]);
  });

  it('says which translations it cannot place, without stopping the start', () => {
    english();
    mkdirSync(join(dir, 'xx'));
    write(
      'es',
      'orphan',
      { title: 'Huérfano', section: 'about', order: 1, summary: 'Sin original.' },
      'Texto.',
    );
    write(
      'es',
      'privacy',
      { title: 'Privacidad', section: 'using-tims', order: 1, summary: 'Lo que se guarda.' },
      'Vea [el mapa](/support/the-map#medir) y [nada](/support/nothing).',
    );
    const centre = new HelpCentre(dir);
    expect(centre.problems).toEqual([
      expect.stringMatching(/es\/orphan\.md has no English original \(en\/orphan\.md\)/),
      expect.stringMatching(
        /es\/privacy\.md is in the section "using-tims", its English original in "about"/,
      ),
      expect.stringMatching(
        /es\/privacy\.md links to \/support\/the-map#medir, but "The map" has no heading/,
      ),
      expect.stringMatching(
        /es\/privacy\.md links to \/support\/nothing, but there is no such article/,
      ),
      expect.stringMatching(/xx is not an interface language: its articles are not served$/),
    ]);
    expect(centre.article('orphan', 'es')).toBeUndefined();
    // Served in the English article's section.
    expect(centre.index('es').sections.map((section) => section.id)).toEqual([
      'using-tims',
      'maps-and-data',
      'about',
    ]);
  });
});
