import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldText } from '../foldText';
import { ArticleError } from './articleError';
import { HelpCentre } from './helpCentre';
import { sanitizeArticleHtml } from './renderArticle';

const FIXTURES = join(__dirname, '..', '..', 'test', 'fixtures', 'support');

describe('the help centre over the fixture articles', () => {
  const centre = new HelpCentre(FIXTURES);

  it('lists the sections in the drawer’s order, articles by their order', () => {
    expect(
      centre.index().sections.map((section) => [section.id, section.articles.map((a) => a.slug)]),
    ).toEqual([
      ['using-tims', ['getting-started', 'finding-a-project']],
      ['maps-and-data', ['making-a-map']],
      ['your-account', ['signing-in']],
      ['about', ['unsafe-markdown']],
    ]);
    expect(centre.problems).toEqual([]);
  });

  it('renders an article with heading ids, app links under /tims, and previous and next across sections', () => {
    const article = centre.article('getting-started')!;
    expect(article).toMatchObject({
      title: 'Getting started',
      section: 'using-tims',
      updated: '2026-01-12',
      previous: null,
      next: { slug: 'finding-a-project', title: 'Finding a project' },
      headings: [
        { id: 'finding-your-way', text: 'Finding your way', level: 2 },
        { id: 'what-tims-means', text: 'What “TIMS” means', level: 2 },
      ],
    });
    expect(article.html).toContain('<a href="/tims/projects">Projects</a>');
    expect(article.html).toContain('<a href="/tims/support/making-a-map#measure">');
    expect(article.html).toContain('<h2 id="finding-your-way">');
    // Typographer: quotes and dashes.
    expect(article.html).toContain('built for the public – and for staff');
    expect(centre.article('making-a-map')).toMatchObject({
      previous: { slug: 'finding-a-project' },
      next: { slug: 'signing-in' },
    });
    expect(centre.article('unsafe-markdown')?.next).toBeNull();
    expect(centre.article('no-such-article')).toBeUndefined();
  });

  it('keeps query strings, opens other sites in a new tab, serves pictures from the API, and makes repeated headings unique', () => {
    const finding = centre.article('finding-a-project')!.html;
    expect(finding).toContain('<a href="/tims/projects?q=bridge">bridge replacements</a>');
    expect(finding).toContain(
      '<a href="https://www.transportation.gov/" target="_blank" rel="noopener noreferrer">national overview</a>',
    );
    expect(finding).toContain('<a href="mailto:tims@example.gov">');
    expect(finding).toMatch(/<th style="text-align:left">Filter<\/th>/);
    const map = centre.article('making-a-map')!;
    expect(map.html).toContain(
      '<img src="/tims/api/support/media/measure-tool.png" alt="The measure tool with a distance of 2.4 miles" />',
    );
    expect(map.headings.map((heading) => heading.id)).toEqual([
      'layers',
      'measure',
      'print-and-export',
      'measure-2',
    ]);
  });

  it('shows raw HTML as text and drops script links: nothing runs', () => {
    const html = centre.article('unsafe-markdown')!.html;
    expect(html).toContain('&lt;script&gt;alert(‘script’)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toMatch(/<script|<iframe|<img/i);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    expect(html).not.toMatch(/href="(?:javascript|data):/i);
    // The link text stays, as text: the reader sees what was written.
    expect(html).toContain('[script link](&lt;javascript:alert(‘link’)&gt;)');
  });

  it('sanitises whatever HTML reaches it with a strict allowlist', () => {
    expect(
      sanitizeArticleHtml(
        '<h2 id="a" onclick="x()">A</h2><script>alert(1)</script><img src="x" onerror="alert(1)">' +
          '<img src="/tims/api/support/media/a.png" alt="a" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">j</a><a href="//evil.example/">p</a><a href="/tims/map" style="color:red">m</a>' +
          '<p style="position:fixed">p</p><td style="text-align:right;color:red">t</td><iframe src="x"></iframe>',
      ),
    ).toBe(
      '<h2 id="a">A</h2><img src="/tims/api/support/media/a.png" alt="a" />' +
        '<a>j</a><a>p</a><a href="/tims/map">m</a><p>p</p><td style="text-align:right">t</td>',
    );
  });

  describe('search', () => {
    /** Every highlight covers a word that starts with one searched for. */
    const expectHighlights = (text: string, ranges: [number, number][], words: string[]) => {
      expect(ranges.length).toBeGreaterThan(0);
      for (const [start, end] of ranges) {
        const word = foldText(text.slice(start, end));
        expect(words.some((searched) => word.startsWith(searched))).toBe(true);
        expect(/[\p{L}\p{N}]/u.test(text[start - 1] ?? ' ')).toBe(false);
        expect(/[\p{L}\p{N}]/u.test(text[end] ?? ' ')).toBe(false);
      }
    };

    it('finds words inside article bodies, without accents, with the offsets of each match', () => {
      const found = centre.search('evaluation', 20);
      expect(found.words).toEqual(['evaluation']);
      expect(found.results.map((result) => result.slug)).toEqual(['finding-a-project']);
      const [snippet] = found.results[0]!.snippets;
      expect(snippet!.text).toContain('The Évaluation environnementale phase');
      expect(snippet!.highlights.map(([start, end]) => snippet!.text.slice(start, end))).toEqual([
        'Évaluation',
        'evaluation',
      ]);
    });

    it('matches the last word as a prefix while it is typed, and every word of the query', () => {
      const typing = centre.search('print meas', 20);
      expect(typing.results.map((result) => result.slug)).toEqual(['making-a-map']);
      for (const snippet of typing.results[0]!.snippets) {
        expectHighlights(snippet.text, snippet.highlights, ['print', 'meas']);
      }
      // A finished word (followed by a space) is matched whole.
      expect(centre.search('meas ', 20).results).toEqual([]);
      expect(centre.search('measure bridge', 20).results.map((result) => result.slug)).toEqual([
        'making-a-map',
      ]);
      expect(centre.search('measure sign', 20).results).toEqual([]);
    });

    it('ranks a word in the title above the same word in the text and highlights it there', () => {
      const found = centre.search('map', 20);
      expect(found.results[0]).toMatchObject({
        slug: 'making-a-map',
        titleHighlights: [[9, 12]],
      });
      expect(found.results.length).toBeGreaterThan(1);
      expect(found.results[0]!.score).toBeGreaterThan(found.results[1]!.score);
    });

    it('cuts a long paragraph around its matches, on word boundaries', () => {
      const found = centre.search('bridge', 20).results;
      expect(found.map((result) => result.slug).sort()).toEqual([
        'finding-a-project',
        'making-a-map',
      ]);
      const result = found.find((candidate) => candidate.slug === 'making-a-map');
      const snippet = result!.snippets.find((piece) => piece.text.startsWith('…'))!;
      expect(snippet.text.length).toBeLessThanOrEqual(202);
      expect(snippet.text).toMatch(/^…\S.*page\.$/);
      expectHighlights(snippet.text, snippet.highlights, ['bridge']);
    });

    it('answers a query of no words with no results', () => {
      expect(centre.search('!!! ---', 20)).toEqual({ query: '!!! ---', words: [], results: [] });
      expect(centre.search('map', 1).results).toHaveLength(1);
    });
  });
});

describe('an article TIMS cannot serve', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tims-help-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'media'));
    writeFileSync(join(dir, 'media', 'map.png'), Buffer.from('png'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const FRONT =
    'title: A title\nsection: using-tims\norder: 1\nsummary: One sentence.\nupdated: 2026-01-10\n';
  const write = (name: string, text: string) => writeFileSync(join(dir, 'en', name), text);
  const article = (body: string, front = FRONT) => `---\n${front}---\n\n${body}\n`;
  const problemOf = (name: string, text: string): string => {
    write(name, text);
    try {
      new HelpCentre(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ArticleError);
      return (error as Error).message;
    }
    throw new Error('The help centre loaded');
  };

  it.each([
    ['no front matter', 'a.md', '# Hello', 'does not start with front matter'],
    ['broken YAML', 'a.md', article('Text', 'title: [A\n'), 'front matter is not valid YAML'],
    [
      'a key twice',
      'a.md',
      article('Text', `${FRONT}title: B\n`),
      'front matter is not valid YAML',
    ],
    [
      'an unknown key',
      'a.md',
      article('Text', `${FRONT}author: me\n`),
      'front matter "author" is not known',
    ],
    [
      'no title',
      'a.md',
      article('Text', FRONT.replace('title: A title\n', '')),
      '"title" must be one line of text',
    ],
    [
      'a section of none',
      'a.md',
      article('Text', FRONT.replace('using-tims', 'misc')),
      '"section" must be one of using-tims, maps-and-data, your-account, about',
    ],
    [
      'an order of text',
      'a.md',
      article('Text', FRONT.replace('order: 1', 'order: first')),
      '"order" must be a whole number',
    ],
    [
      'no real date',
      'a.md',
      article('Text', FRONT.replace('2026-01-10', '2026-02-30')),
      '"updated" must be a date written YYYY-MM-DD',
    ],
    [
      'a file name that is no slug',
      'Getting_Started.md',
      article('Text'),
      'its name must be the slug',
    ],
    ['a level-1 heading', 'a.md', article('# A title'), 'has a level-1 heading'],
    ['a relative link', 'a.md', article('[next](signing-in)'), 'links to "signing-in"'],
    [
      'an ftp link',
      'a.md',
      article('[files](ftp://example.gov/x)'),
      'links to "ftp://example.gov/x"',
    ],
    [
      'a picture from elsewhere',
      'a.md',
      article('![Map](https://example.gov/map.png)'),
      'shows "https://example.gov/map.png"',
    ],
    [
      'a picture climbing out',
      'a.md',
      article('![Map](media/../secret.png)'),
      'shows "media/../secret.png"',
    ],
    [
      'a picture without a text alternative',
      'a.md',
      article('![](media/map.png)'),
      'without a text alternative',
    ],
    [
      'a link to a heading it lacks',
      'a.md',
      article('## One\n\nSee [two](#two).'),
      'links to "#two"',
    ],
  ])('%s stops the start, naming the file', (_case, name, text, message) => {
    const problem = problemOf(name, text);
    expect(problem).toContain(`Help article ${join(dir, 'en', name)}:`);
    expect(problem).toContain(message);
  });

  it('lets a missing picture or a link to an article not yet written through, as a problem', () => {
    write(
      'a.md',
      article('![The map](media/missing.png)\n\nSee [b](/support/b) and [c](/support/c#nowhere).'),
    );
    write('c.md', article('## Somewhere'));
    const centre = new HelpCentre(dir);
    expect(centre.problems).toEqual([
      expect.stringContaining('a.md shows media/missing.png, which is not in'),
      expect.stringContaining('a.md links to /support/b, but there is no such article'),
      expect.stringContaining(
        'a.md links to /support/c#nowhere, but "A title" has no heading with the id "nowhere"',
      ),
    ]);
  });

  it('ignores other files and answers an empty centre when the folder is missing', () => {
    write('notes.txt', 'not an article');
    write('.draft.md', 'hidden');
    expect(new HelpCentre(dir).size).toBe(0);
    expect(new HelpCentre(join(dir, 'nowhere')).index()).toEqual({ sections: [] });
  });
});
