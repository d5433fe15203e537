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

/** The real articles of content/support, as the server reads them at start. */
describe('the help articles TIMS ships', () => {
  const centre = new HelpCentre(join(findPackageRoot(), 'content', 'support'));

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
});
