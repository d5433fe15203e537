import type { Operand, WhereNode } from './parseWhere';
import { WhereError } from './whereError';
import type { FieldType } from './whereToSql';

/** What a value is, as a where clause may compare it: numbers, text or dates. */
type Kind = 'number' | 'text' | 'date';

const KIND: Record<FieldType, Kind> = {
  oid: 'number',
  integer: 'number',
  double: 'number',
  string: 'text',
  date: 'date',
};

const DESCRIBED: Record<Kind, string> = { number: 'a number', text: 'text', date: 'a date' };

/**
 * The types of a parsed where clause, checked against the layer's fields before it is run, as
 * Esri's standardized queries are typed: `UPPER`, `LOWER` and `LIKE` read text; a comparison,
 * `IN` or `BETWEEN` meets values of one kind (numbers, text or dates). Literals take the type of
 * what they meet (`convertLiteral`). PostgreSQL refuses such mixes with an error, SQLite and the
 * memory layers would answer something; all three refuse them alike, with a message naming them.
 */
export function checkWhereTypes(node: WhereNode, typeOf: (name: string) => FieldType): void {
  const kindOf = (operand: Operand): Kind | undefined => {
    switch (operand.kind) {
      case 'field':
        return KIND[typeOf(operand.name)];
      case 'call': {
        const inner = kindOf(operand.arg) ?? literalKind(operand.arg);
        if (inner !== 'text') {
          throw new WhereError(
            `${operand.fn.toUpperCase()} takes text, and ${describe(operand.arg)} is ${DESCRIBED[inner]}`,
          );
        }
        return 'text';
      }
      case 'value':
      case 'date':
        // A literal takes the type of what it meets.
        return undefined;
    }
  };

  const sameKind = (operands: Operand[]) => {
    let first: { operand: Operand; kind: Kind } | undefined;
    for (const operand of operands) {
      const kind = kindOf(operand);
      if (kind === undefined) continue;
      if (!first) first = { operand, kind };
      else if (first.kind !== kind) {
        throw new WhereError(
          `where compares ${describe(first.operand)} (${DESCRIBED[first.kind]}) with ${describe(operand)} (${DESCRIBED[kind]}): use values of one kind`,
        );
      }
    }
  };

  const check = (item: WhereNode): void => {
    switch (item.kind) {
      case 'and':
      case 'or':
        return item.parts.forEach(check);
      case 'not':
        return check(item.part);
      case 'compare':
        return sameKind([item.left, item.right]);
      case 'in':
        return sameKind([item.operand, ...item.values]);
      case 'between':
        return sameKind([item.operand, item.low, item.high]);
      case 'like': {
        const kind = kindOf(item.operand) ?? literalKind(item.operand);
        if (kind !== 'text') {
          throw new WhereError(
            `LIKE reads text, and ${describe(item.operand)} is ${DESCRIBED[kind]}`,
          );
        }
        return;
      }
      case 'null':
        kindOf(item.operand);
    }
  };
  check(node);
}

/** What a literal is where it does not meet a field (inside UPPER, before LIKE). */
function literalKind(operand: Operand): Kind {
  if (operand.kind === 'date') return 'date';
  return operand.kind === 'value' && typeof operand.value === 'string' ? 'text' : 'number';
}

function describe(operand: Operand): string {
  switch (operand.kind) {
    case 'field':
      return operand.name;
    case 'call':
      return `${operand.fn.toUpperCase()}(${describe(operand.arg)})`;
    case 'value':
      return typeof operand.value === 'string'
        ? `'${operand.value.slice(0, 40)}'`
        : String(operand.value);
    case 'date':
      return `DATE '${operand.value}'`;
  }
}
