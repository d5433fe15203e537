import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../../config/packageRoot';
import { HelpCentre } from '../../support/articles/helpCentre';

/** The slugs the help centre promises (issue 12): the header's help icons link to them. */
const SLUGS = [
  'getting-started',
  'finding-a-project',
  'reading-a-project',
  'making-a-map',
  'standard-maps',
  'map-viewers',
  'data-and-downloads',
  'signing-in',
  'administering-tims',
  'accessibility',
  'privacy',
  'contact',
];

/** The languages every article is written in (issue 15: at least English and Spanish). */
const TRANSLATED = ['es'] as const;

const CONTENT = join(findPackageRoot(), 'content', 'support');

/** What a translation must keep of its original: the links to screens and the pictures. */
function kept(language: string, slug: string) {
  const text = readFileSync(join(CONTENT, language, `${slug}.md`), 'utf8');
  return {
    links: [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]).sort(),
    pictures: [...text.matchAll(/!\[[^\]]+\]\((media\/[^)\s]+)\)/g)].map((match) => match[1]),
    front: /^---\n([\s\S]*?)\n---/
      .exec(text)?.[1]
      ?.split('\n')
      .map((line) => line.split(':')[0]),
  };
}

/** The real articles of content/support, as the server reads them at start. */
describe('the help articles TIMS ships', () => {
  const centre = new HelpCentre(CONTENT);

  it('load, every one of them, with every picture and every link between them resolving', () => {
    expect(centre.problems).toEqual([]);
    expect(
      centre
        .summaries()
        .map((article) => article.slug)
        .sort(),
    ).toEqual([...SLUGS].sort());
  });

  it('render to sanitised HTML with a table of contents and text to search', () => {
    for (const { slug, title } of centre.summaries()) {
      const article = centre.article(slug)!;
      expect(article.html).not.toMatch(/<script|<iframe|<style|\son[a-z]+=|javascript:/i);
      expect(article.headings.length).toBeGreaterThan(0);
      expect(centre.search(title, 50).results.map((result) => result.slug)).toContain(slug);
    }
  });

  describe.each(TRANSLATED)('in %s', (language) => {
    it('are every one translated, in the English order and sections', () => {
      const index = centre.index(language);
      const english = centre.index();
      expect(
        index.sections.map((section) => [section.id, section.articles.map((a) => a.slug)]),
      ).toEqual(
        english.sections.map((section) => [section.id, section.articles.map((a) => a.slug)]),
      );
      for (const section of index.sections) {
        for (const summary of section.articles) {
          expect(summary.language).toBe(language);
          const original = centre.article(summary.slug)!;
          expect(summary.title).not.toBe(original.title);
          expect(summary.summary).not.toBe(original.summary);
        }
      }
    });

    it('keep the same front matter, links to screens and pictures as the English', () => {
      for (const slug of SLUGS) {
        expect({ slug, ...kept(language, slug) }).toEqual({ slug, ...kept('en', slug) });
      }
    });

    it('render, with a table of contents, and are found by their own words', () => {
      for (const slug of SLUGS) {
        const article = centre.article(slug, language)!;
        const original = centre.article(slug)!;
        expect(article.language).toBe(language);
        expect(article.html).not.toMatch(/<script|<iframe|<style|\son[a-z]+=|javascript:/i);
        expect(article.headings).toHaveLength(original.headings.length);
        expect(article.previous?.slug ?? null).toBe(original.previous?.slug ?? null);
        expect(article.next?.slug ?? null).toBe(original.next?.slug ?? null);
        expect(
          centre.search(article.title, 50, language).results.map((result) => result.slug),
        ).toContain(slug);
      }
    });
  });
});
