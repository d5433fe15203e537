import { checkWhereTypes } from './checkTypes';
import type { Operand, WhereNode } from './parseWhere';
import { compareValues, convertLiteral, type Value } from './literals';
import { WhereError } from './whereError';
import type { FieldType } from './whereToSql';

/** SQL's three-valued logic: null is "unknown", and a row matches only when the answer is true. */
type Truth = boolean | null;
type Attributes = Record<string, unknown>;

/**
 * A parsed where clause as a test of a feature's attributes, for layers held in memory. It
 * follows the SQL the database layers run: literals take the type of the field they meet, a
 * comparison with null is unknown, and LIKE ignores case as the embedded database does.
 */
export function compileWhere(
  node: WhereNode,
  fields: Record<string, { type: FieldType }>,
): (attributes: Attributes) => boolean {
  const byName = new Map(
    Object.entries(fields).map(([name, field]) => [name.toLowerCase(), { name, ...field }]),
  );
  const fieldOf = (name: string) => {
    const field = byName.get(name.toLowerCase());
    if (!field) throw new WhereError(`where names the unknown field "${name.slice(0, 80)}"`);
    return field;
  };
  checkWhereTypes(node, (name) => fieldOf(name).type);
  const typeOf = (item: Operand | undefined): FieldType | undefined =>
    item?.kind === 'field' ? fieldOf(item.name).type : item?.kind === 'call' ? 'string' : undefined;

  const operand = (item: Operand, other?: Operand): ((a: Attributes) => Value) => {
    switch (item.kind) {
      case 'field': {
        const { name } = fieldOf(item.name);
        return (a) => (a[name] ?? null) as Value;
      }
      case 'call': {
        const inner = operand(item.arg);
        const change = item.fn === 'upper' ? 'toUpperCase' : 'toLowerCase';
        return (a) => {
          const value = inner(a);
          return value === null ? null : String(value)[change]();
        };
      }
      case 'date':
      case 'value': {
        const value = convertLiteral(item.value, typeOf(other));
        return () => value;
      }
    }
  };

  const build = (item: WhereNode): ((a: Attributes) => Truth) => {
    switch (item.kind) {
      case 'and': {
        const parts = item.parts.map(build);
        return (a) => {
          let result: Truth = true;
          for (const part of parts) {
            const value = part(a);
            if (value === false) return false;
            if (value === null) result = null;
          }
          return result;
        };
      }
      case 'or': {
        const parts = item.parts.map(build);
        return (a) => {
          let result: Truth = false;
          for (const part of parts) {
            const value = part(a);
            if (value === true) return true;
            if (value === null) result = null;
          }
          return result;
        };
      }
      case 'not': {
        const part = build(item.part);
        return (a) => {
          const value = part(a);
          return value === null ? null : !value;
        };
      }
      case 'compare': {
        const left = operand(item.left, item.right);
        const right = operand(item.right, item.left);
        return (a) => compareValues(left(a), item.op, right(a));
      }
      case 'in': {
        const target = operand(item.operand);
        const values = item.values.map((value) => operand(value, item.operand));
        return (a) => {
          const value = target(a);
          if (value === null) return null;
          const found = values.some(
            (candidate) => compareValues(value, '=', candidate(a)) === true,
          );
          return item.negated ? !found : found;
        };
      }
      case 'like': {
        const target = operand(item.operand);
        const pattern = likePattern(item.pattern, item.escape ?? '\\', !item.escape);
        return (a) => {
          const value = target(a);
          if (value === null) return null;
          const found = pattern.test(String(value));
          return item.negated ? !found : found;
        };
      }
      case 'between': {
        const target = operand(item.operand);
        const low = operand(item.low, item.operand);
        const high = operand(item.high, item.operand);
        return (a) => {
          const value = target(a);
          const above = compareValues(value, '>=', low(a));
          const below = compareValues(value, '<=', high(a));
          const within = above === null || below === null ? null : above && below;
          return item.negated && within !== null ? !within : within;
        };
      }
      case 'null': {
        const target = operand(item.operand);
        return (a) => (target(a) === null) !== item.negated;
      }
    }
  };

  const test = build(node);
  return (attributes) => test(attributes) === true;
}

/** LIKE as a regular expression: `%` any run, `_` one character, the escape character literal. */
function likePattern(pattern: string, escape: string, backslashIsLiteral: boolean): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === escape && !backslashIsLiteral && i + 1 < pattern.length) {
      source += escapeRegExp(pattern[++i]!);
    } else if (char === '%') {
      source += '.*';
    } else if (char === '_') {
      source += '.';
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`, 'is');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
