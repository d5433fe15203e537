import { markedSpans } from './HighlightedText';
import { foldedWords, highlightWords, wordSpans } from './highlightWords';

describe('marking the words of a search', () => {
  it('finds a word where a word begins, whatever its case and accents', () => {
    expect(wordSpans('Bridges, a BRIDGE and abridged', ['bridge'])).toEqual([
      [0, 6],
      [11, 17],
    ]);
    expect(wordSpans('Météo and meteorology', ['meteo'])).toEqual([
      [0, 5],
      [10, 15],
    ]);
    expect(wordSpans('county-route-section', ['route', 'county'])).toEqual([
      [0, 6],
      [7, 12],
    ]);
    expect(wordSpans('nothing here', ['bridge'])).toEqual([]);
  });

  it('folds the words of the address as the search does', () => {
    expect(foldedWords('  Météo  bridge,bridge ')).toEqual(['meteo', 'bridge']);
    expect(foldedWords('')).toEqual([]);
  });

  it('splits text nodes only: the markup and the other text stay as they were', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<h2 id="measure">Measure</h2><p>Click <a href="/tims/map">the map</a> to measure it.</p>' +
      '<pre><code>measure()</code></pre>';
    const marks = highlightWords(root, ['measure', 'map']);
    expect(marks.map((mark) => mark.textContent)).toEqual(['Measure', 'map', 'measure', 'measure']);
    expect(root.innerHTML).toBe(
      '<h2 id="measure"><mark>Measure</mark></h2><p>Click <a href="/tims/map">the <mark>map</mark></a>' +
        ' to <mark>measure</mark> it.</p><pre><code><mark>measure</mark>()</code></pre>',
    );
    // Text that looks like markup stays text.
    const text = document.createElement('p');
    text.textContent = '<b>measure</b>';
    highlightWords(text, ['measure']);
    expect(text.innerHTML).toBe('&lt;b&gt;<mark>measure</mark>&lt;/b&gt;');
  });

  it('orders, clips and merges the offsets of a search answer', () => {
    expect(
      markedSpans(10, [
        [6, 12],
        [0, 2],
        [1, 3],
        [5, 5],
        [-2, 1],
      ]),
    ).toEqual([
      [0, 3],
      [6, 10],
    ]);
  });
});
