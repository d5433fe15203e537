import { tokenize, type Token } from './tokenize';
import { WhereError } from './whereError';

export { WhereError };

/**
 * The `where` parameter of a FeatureServer query, parsed. ArcGIS clients send "standardized
 * queries" (the SQL-92 subset Esri documents): comparisons, IN, LIKE, BETWEEN, IS NULL, AND, OR,
 * NOT, parentheses, UPPER/LOWER, DATE and TIMESTAMP literals. Anything else is refused with a
 * message naming what was not understood, never passed on to the database.
 */
export type Operand =
  | { kind: 'field'; name: string }
  | { kind: 'value'; value: string | number }
  | { kind: 'date'; value: string }
  | { kind: 'call'; fn: 'upper' | 'lower'; arg: Operand };

export type Comparison = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type WhereNode =
  | { kind: 'and' | 'or'; parts: WhereNode[] }
  | { kind: 'not'; part: WhereNode }
  | { kind: 'compare'; left: Operand; op: Comparison; right: Operand }
  | { kind: 'in'; operand: Operand; values: Operand[]; negated: boolean }
  | { kind: 'like'; operand: Operand; pattern: string; escape?: string; negated: boolean }
  | { kind: 'between'; operand: Operand; low: Operand; high: Operand; negated: boolean }
  | { kind: 'null'; operand: Operand; negated: boolean };

/** Longer clauses are refused: no client builds them, and they cost the parser and the planner. */
export const MAX_WHERE_LENGTH = 8000;
const MAX_DEPTH = 32;
const MAX_IN_VALUES = 2000;

export function parseWhere(text: string): WhereNode | undefined {
  if (text.length > MAX_WHERE_LENGTH) {
    throw new WhereError(`where is longer than ${MAX_WHERE_LENGTH} characters`);
  }
  return parseWhereTokens(tokenize(text));
}

/** A clause already split into tokens (`having` rewrites its aggregates before parsing). */
export function parseWhereTokens(tokens: Token[]): WhereNode | undefined {
  if (tokens.length === 0) return undefined;
  const parser = new Parser(tokens);
  const node = parser.expression(0);
  parser.expectEnd();
  return node;
}

const COMPARISONS = new Set(['=', '<>', '!=', '<', '<=', '>', '>=']);

class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  expression(depth: number): WhereNode {
    if (depth > MAX_DEPTH) throw new WhereError('where nests too deeply');
    return this.sequence('or', () => this.sequence('and', () => this.negation(depth)));
  }

  expectEnd(): void {
    const token = this.peek();
    if (token) throw new WhereError(`unexpected ${describe(token)} in where`);
  }

  private sequence(keyword: 'and' | 'or', next: () => WhereNode): WhereNode {
    const parts = [next()];
    while (this.acceptKeyword(keyword)) parts.push(next());
    return parts.length === 1 ? parts[0]! : { kind: keyword, parts };
  }

  private negation(depth: number): WhereNode {
    if (depth > MAX_DEPTH) throw new WhereError('where nests too deeply');
    if (this.acceptKeyword('not')) return { kind: 'not', part: this.negation(depth + 1) };
    return this.predicate(depth);
  }

  private predicate(depth: number): WhereNode {
    if (this.acceptSymbol('(')) {
      const inner = this.expression(depth + 1);
      this.expectSymbol(')');
      return inner;
    }
    const operand = this.operand(depth);
    const token = this.peek();
    if (token?.type === 'symbol' && COMPARISONS.has(token.text)) {
      this.next();
      const op = (token.text === '!=' ? '<>' : token.text) as Comparison;
      return { kind: 'compare', left: operand, op, right: this.operand(depth) };
    }
    if (this.acceptKeyword('is')) {
      const negated = this.acceptKeyword('not');
      this.expectKeyword('null');
      return { kind: 'null', operand, negated };
    }
    const negated = this.acceptKeyword('not');
    if (this.acceptKeyword('in')) {
      this.expectSymbol('(');
      const values = [this.operand(depth)];
      while (this.acceptSymbol(',')) {
        values.push(this.operand(depth));
        if (values.length > MAX_IN_VALUES) {
          throw new WhereError(`IN lists more than ${MAX_IN_VALUES} values`);
        }
      }
      this.expectSymbol(')');
      return { kind: 'in', operand, values, negated };
    }
    if (this.acceptKeyword('like')) {
      const pattern = this.expectString();
      const escape = this.acceptKeyword('escape') ? this.expectString() : undefined;
      if (escape !== undefined && escape.length !== 1) {
        throw new WhereError('ESCAPE takes one character');
      }
      return { kind: 'like', operand, pattern, escape, negated };
    }
    if (this.acceptKeyword('between')) {
      const low = this.operand(depth);
      this.expectKeyword('and');
      return { kind: 'between', operand, low, high: this.operand(depth), negated };
    }
    const next = this.peek();
    throw new WhereError(
      next ? `expected a comparison, found ${describe(next)}` : 'where ends too early',
    );
  }

  private operand(depth: number): Operand {
    const token = this.next();
    if (!token) throw new WhereError('where ends too early');
    if (token.type === 'number') return { kind: 'value', value: Number(token.text) };
    if (token.type === 'string') return { kind: 'value', value: token.text };
    if (token.type === 'symbol' && token.text === '-' && this.peek()?.type === 'number') {
      return { kind: 'value', value: -Number(this.next()!.text) };
    }
    if (token.type === 'word') {
      const word = token.text.toLowerCase();
      if ((word === 'date' || word === 'timestamp') && this.peek()?.type === 'string') {
        return { kind: 'date', value: dateLiteral(this.next()!.text) };
      }
      if ((word === 'upper' || word === 'lower') && this.acceptSymbol('(')) {
        if (depth > MAX_DEPTH) throw new WhereError('where nests too deeply');
        const arg = this.operand(depth + 1);
        this.expectSymbol(')');
        return { kind: 'call', fn: word, arg };
      }
      if (this.peekSymbol('(')) throw new WhereError(`the function ${token.text} is not supported`);
      if (KEYWORDS.has(word))
        throw new WhereError(`unexpected ${token.text.toUpperCase()} in where`);
      return { kind: 'field', name: token.text };
    }
    if (token.type === 'quoted') return { kind: 'field', name: token.text };
    throw new WhereError(`unexpected ${describe(token)} in where`);
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token | undefined {
    return this.tokens[this.position++];
  }

  private peekSymbol(symbol: string): boolean {
    const token = this.peek();
    return token?.type === 'symbol' && token.text === symbol;
  }

  private acceptSymbol(symbol: string): boolean {
    if (!this.peekSymbol(symbol)) return false;
    this.position++;
    return true;
  }

  private expectSymbol(symbol: string): void {
    if (!this.acceptSymbol(symbol)) {
      const token = this.peek();
      throw new WhereError(`expected "${symbol}"${token ? `, found ${describe(token)}` : ''}`);
    }
  }

  private acceptKeyword(keyword: string): boolean {
    const token = this.peek();
    if (token?.type !== 'word' || token.text.toLowerCase() !== keyword) return false;
    this.position++;
    return true;
  }

  private expectKeyword(keyword: string): void {
    if (!this.acceptKeyword(keyword)) {
      const token = this.peek();
      throw new WhereError(
        `expected ${keyword.toUpperCase()}${token ? `, found ${describe(token)}` : ''}`,
      );
    }
  }

  private expectString(): string {
    const token = this.next();
    if (token?.type !== 'string') throw new WhereError('expected a quoted string');
    return token.text;
  }
}

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'like', 'is', 'null', 'between', 'escape']);

/** `YYYY-MM-DD` or `YYYY-MM-DD hh:mm:ss`, kept as ISO-8601 text (what the tables store). */
function dateLiteral(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(
    text.trim(),
  );
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new WhereError(`'${text}' is not a date (YYYY-MM-DD or YYYY-MM-DD hh:mm:ss)`);
  }
  return match[2] ? `${match[1]}T${match[2]}` : match[1]!;
}

function describe(token: Token): string {
  return token.type === 'string' ? `'${token.text}'` : `"${token.text}"`;
}
