/**
 * The Sharing search language as the clients write it (contract §2.7): `field:value`,
 * `field:"quoted value"`, bare and quoted terms, `*`, AND / OR / NOT, a leading `-`,
 * parentheses and ranges `field:[a TO b]`. As in Lucene, terms side by side are OR-ed and a
 * negated term next to others (`type:"Web Map" -type:"Web Application"`) excludes.
 */
export type Query =
  | { kind: 'all' }
  | { kind: 'term'; field: string | null; value: string; quoted: boolean }
  | { kind: 'range'; field: string; from: string; to: string }
  | { kind: 'and' | 'or'; left: Query; right: Query }
  | { kind: 'not'; query: Query };

type Token = { kind: 'open' | 'close' | 'and' | 'or' | 'not' } | { kind: 'leaf'; query: Query };

const FIELD = /^([A-Za-z][A-Za-z0-9_.-]*):/;
const RANGE = /^[[{]\s*(\S+)\s+TO\s+(\S+)\s*[\]}]/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let rest = text;
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    if (!rest) return tokens;
    const char = rest[0];
    if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      rest = rest.slice(1);
      continue;
    }
    if (char === '-' && rest.length > 1 && !/\s/.test(rest[1] ?? '')) {
      tokens.push({ kind: 'not' });
      rest = rest.slice(1);
      continue;
    }
    const keyword = /^(AND|OR|NOT|&&|\|\|)(?=[\s(]|$)/.exec(rest);
    if (keyword) {
      const word = keyword[1];
      tokens.push({
        kind: word === 'AND' || word === '&&' ? 'and' : word === 'NOT' ? 'not' : 'or',
      });
      rest = rest.slice(keyword[0].length);
      continue;
    }
    const field = FIELD.exec(rest);
    const name = field?.[1]?.toLowerCase() ?? null;
    if (field) rest = rest.slice(field[0].length);
    const range = name ? RANGE.exec(rest) : null;
    if (name && range) {
      tokens.push({
        kind: 'leaf',
        query: { kind: 'range', field: name, from: range[1] ?? '', to: range[2] ?? '' },
      });
      rest = rest.slice(range[0].length);
      continue;
    }
    const { value, quoted, length } = readValue(rest);
    rest = rest.slice(length);
    const all = value === '*' && !quoted && name === null;
    tokens.push({
      kind: 'leaf',
      query: all ? { kind: 'all' } : { kind: 'term', field: name, value, quoted },
    });
  }
}

function readValue(text: string): { value: string; quoted: boolean; length: number } {
  if (text.startsWith('"')) {
    const end = text.indexOf('"', 1);
    const stop = end < 0 ? text.length : end;
    return { value: text.slice(1, stop), quoted: true, length: Math.min(text.length, stop + 1) };
  }
  const match = /^[^\s()]*/.exec(text)?.[0] ?? '';
  return { value: match, quoted: false, length: Math.max(match.length, 1) };
}

/** Parses `q`; an empty or missing query matches everything. */
export function parseQuery(text: string | undefined): Query {
  const tokens = tokenize(text ?? '');
  let at = 0;
  const peek = () => tokens[at];

  const startsOperand = (token: Token | undefined) =>
    token !== undefined && (token.kind === 'leaf' || token.kind === 'open' || token.kind === 'not');

  function orExpr(): Query {
    let left = andExpr();
    for (;;) {
      const next = peek();
      if (next?.kind === 'or') at += 1;
      else if (!startsOperand(next)) return left;
      left = { kind: 'or', left, right: andExpr() };
    }
  }

  function andExpr(): Query {
    let left = unary();
    for (;;) {
      const next = peek();
      if (next?.kind === 'and') at += 1;
      // `a -b` and `a NOT b`: an exclusion narrows what stands beside it.
      else if (next?.kind !== 'not') return left;
      left = { kind: 'and', left, right: unary() };
    }
  }

  function unary(): Query {
    const token = peek();
    if (token?.kind === 'not') {
      at += 1;
      return { kind: 'not', query: unary() };
    }
    if (token?.kind === 'open') {
      at += 1;
      const inner = startsOperand(peek()) ? orExpr() : ({ kind: 'all' } as const);
      if (peek()?.kind === 'close') at += 1;
      return inner;
    }
    if (token?.kind === 'leaf') {
      at += 1;
      return token.query;
    }
    // A dangling operator or parenthesis: skip it rather than fail the whole search.
    if (token) at += 1;
    return { kind: 'all' };
  }

  let query: Query = { kind: 'all' };
  let first = true;
  // A stray `)` or operator is skipped; what follows it is read as more OR-ed terms.
  while (at < tokens.length) {
    if (!startsOperand(peek())) {
      at += 1;
      continue;
    }
    const next = orExpr();
    query = first ? next : { kind: 'or', left: query, right: next };
    first = false;
  }
  return query;
}
