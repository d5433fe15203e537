import { WhereError } from './whereError';

export interface Token {
  type: 'word' | 'quoted' | 'string' | 'number' | 'symbol';
  text: string;
}

/** `*` only as `COUNT(*)` in `having`; the parsers refuse it anywhere else. */
const SYMBOLS = ['<=', '>=', '<>', '!=', '=', '<', '>', '(', ')', ',', '-', '*'];

/**
 * Splits a where clause into words (names and keywords), "quoted names", 'strings' (with ''
 * for a quote), numbers and symbols.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (char === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new WhereError('a string in where is not closed');
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i++];
      }
      tokens.push({ type: 'string', text: value });
    } else if (char === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new WhereError('a quoted name in where is not closed');
      tokens.push({ type: 'quoted', text: text.slice(i + 1, end) });
      i = end + 1;
    } else if (/[0-9.]/.test(char)) {
      const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i));
      if (!match) throw new WhereError(`unexpected "${char}" in where`);
      tokens.push({ type: 'number', text: match[0] });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i))!;
      tokens.push({ type: 'word', text: match[0] });
      i += match[0].length;
    } else {
      const symbol = SYMBOLS.find((candidate) => text.startsWith(candidate, i));
      if (!symbol) throw new WhereError(`unexpected "${char}" in where`);
      tokens.push({ type: 'symbol', text: symbol });
      i += symbol.length;
    }
  }
  return tokens;
}
