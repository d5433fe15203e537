import { join } from 'node:path';
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
});
