/** Text of these elements is not searched: it is not read as prose. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'MARK', 'TEXTAREA']);

/** A letter or digit of any script: a word starts where the character before is not one. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The text folded for matching (lower case, accents removed, as the search's `words` are) and,
 * for each folded character, the index of the character of `text` it came from.
 */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const part = text.charAt(index).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const character of part) {
      folded += character;
      origin.push(index);
    }
  }
  return { folded, origin };
}

/** `[start, end)` spans of `text` where one of `words` begins a word, merged, in order. */
export function wordSpans(text: string, words: readonly string[]): [number, number][] {
  const { folded, origin } = fold(text);
  const spans: [number, number][] = [];
  for (const word of words) {
    if (!word) continue;
    let from = folded.indexOf(word);
    while (from !== -1) {
      const before = from === 0 ? '' : folded[from - 1];
      if (!before || !WORD_CHARACTER.test(before)) {
        const start = origin[from] ?? 0;
        const last = origin[from + word.length - 1] ?? start;
        spans.push([start, last + 1]);
      }
      from = folded.indexOf(word, from + 1);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

/** `"Bridge  Météo"` → `["bridge", "meteo"]`: the words as the search folds them. */
export function foldedWords(words: string): string[] {
  return [
    ...new Set(
      fold(words)
        .folded.split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/**
 * Marks every place in `root`'s text where one of `words` (folded) begins a word, by splitting
 * text nodes around `<mark>` elements; the HTML is never rewritten as a string. Returns the
 * marks made, in document order.
 */
export function highlightWords(root: HTMLElement, words: readonly string[]): HTMLElement[] {
  if (words.length === 0) return [];
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let parent = node.parentElement; parent && parent !== root;) {
        if (SKIPPED.has(parent.tagName)) return NodeFilter.FILTER_REJECT;
        parent = parent.parentElement;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);

  const marks: HTMLElement[] = [];
  for (const node of texts) {
    const text = node.data;
    const spans = wordSpans(text, words);
    if (spans.length === 0) continue;
    const pieces = document.createDocumentFragment();
    let at = 0;
    for (const [start, end] of spans) {
      if (start > at) pieces.append(text.slice(at, start));
      const mark = document.createElement('mark');
      mark.textContent = text.slice(start, end);
      pieces.append(mark);
      marks.push(mark);
      at = end;
    }
    if (at < text.length) pieces.append(text.slice(at));
    node.replaceWith(pieces);
  }
  return marks;
}
