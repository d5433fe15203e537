import { join } from 'node:path';
import { foldText } from '../foldText';
import { HelpCentre } from './helpCentre';

const FIXTURES = join(__dirname, '..', '..', 'test', 'fixtures', 'support');

describe('the help centre over the fixture articles', () => {
  const centre = new HelpCentre(FIXTURES);

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
