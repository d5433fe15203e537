import { MAX_WHERE_LENGTH, parseWhereTokens, type Operand, type WhereNode } from './parseWhere';
import { tokenize, type Token } from './tokenize';
import { WhereError } from './whereError';

/** An aggregate a `having` clause names: `SUM(estimatedCost)`, `COUNT(*)`. */
export interface HavingAggregate {
  /** Lower case, as written (`count`, `sum`, …); the caller decides which it computes. */
  fn: string;
  /** The field as written, or `*`. */
  field: string;
}

const AGGREGATES = new Set(['count', 'sum', 'min', 'max', 'avg', 'stddev', 'var']);

/**
 * The `having` parameter of a statistics query: a where clause over the groups, whose operands
 * may be aggregates of the layer's fields. Each aggregate is replaced by a name (`nameOf`, which
 * adds the statistic to the query) before the clause is parsed as a where clause, so it is as
 * safe as `where`: the same grammar, every value bound, nothing of its text reaching SQL.
 */
export function parseHaving(
  text: string,
  nameOf: (aggregate: HavingAggregate) => string,
): WhereNode | undefined {
  if (text.length > MAX_WHERE_LENGTH) {
    throw new WhereError(`having is longer than ${MAX_WHERE_LENGTH} characters`);
  }
  const tokens = tokenize(text);
  const rewritten: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const [open, argument, close] = [tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    const isAggregate =
      token.type === 'word' &&
      AGGREGATES.has(token.text.toLowerCase()) &&
      open?.type === 'symbol' &&
      open.text === '(';
    if (!isAggregate) {
      rewritten.push(token);
      continue;
    }
    const named =
      argument?.type === 'word' ||
      argument?.type === 'quoted' ||
      (argument?.type === 'symbol' && argument.text === '*');
    if (!named || close?.type !== 'symbol' || close.text !== ')') {
      throw new WhereError(`${token.text.toUpperCase()} in having takes one field name or *`);
    }
    const name = nameOf({ fn: token.text.toLowerCase(), field: argument.text });
    rewritten.push({ type: 'quoted', text: name });
    i += 3;
  }
  return parseWhereTokens(rewritten);
}

/** Every field name a parsed clause reads. */
export function fieldsOf(node: WhereNode): string[] {
  const ofOperand = (operand: Operand): string[] =>
    operand.kind === 'field'
      ? [operand.name]
      : operand.kind === 'call'
        ? ofOperand(operand.arg)
        : [];
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.parts.flatMap(fieldsOf);
    case 'not':
      return fieldsOf(node.part);
    case 'compare':
      return [...ofOperand(node.left), ...ofOperand(node.right)];
    case 'in':
      return [...ofOperand(node.operand), ...node.values.flatMap(ofOperand)];
    case 'like':
    case 'null':
      return ofOperand(node.operand);
    case 'between':
      return [node.operand, node.low, node.high].flatMap(ofOperand);
  }
}
