import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { checkWhereTypes } from './checkTypes';
import { compileWhere } from './evaluateWhere';
import { fieldsOf } from './parseHaving';
import type { Comparison, Operand, WhereNode } from './parseWhere';
import { convertLiteral } from './literals';
import { WhereError } from './whereError';

export type FieldType = 'oid' | 'string' | 'integer' | 'double' | 'date';

/** A layer field as SQL sees it: its type and the column (or expression) it reads. */
export interface SqlField<DB, TB extends keyof DB> {
  type: FieldType;
  column: (eb: ExpressionBuilder<DB, TB>) => Expression<unknown>;
}

export type SqlFields<DB, TB extends keyof DB> = Record<string, SqlField<DB, TB>>;

type Typed = { expression: Expression<unknown>; type: FieldType | 'value' };

/** PostgreSQL's `integer`: a literal past it, or with a fraction, is bound as a double. */
const INT32 = 2 ** 31 - 1;

/**
 * Turns a parsed where clause into a Kysely condition over the layer's fields (matched without
 * regard to case, as ArcGIS does). Values are bound parameters, never SQL text; a literal is
 * converted to the type of the field it is compared with, so PostgreSQL's strict typing and
 * SQLite's loose typing give the same answers.
 */
export function whereToSql<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  node: WhereNode,
  fields: SqlFields<DB, TB>,
): Expression<SqlBool> {
  const byName = new Map(
    Object.entries(fields).map(([name, field]) => [name.toLowerCase(), field]),
  );
  const fieldOf = (name: string) => {
    const field = byName.get(name.toLowerCase());
    if (!field) throw new WhereError(`where names the unknown field "${name.slice(0, 80)}"`);
    return field;
  };
  checkWhereTypes(node, (name) => fieldOf(name).type);

  const operand = (item: Operand, other?: Operand): Typed => {
    switch (item.kind) {
      case 'field': {
        const field = fieldOf(item.name);
        return { expression: field.column(eb), type: field.type };
      }
      case 'call': {
        const inner = operand(item.arg);
        return { expression: eb.fn(item.fn, [inner.expression]), type: 'string' };
      }
      case 'date':
        return literal(item.value, typeOf(other));
      case 'value':
        return literal(item.value, typeOf(other));
    }
  };

  const typeOf = (item: Operand | undefined): FieldType | undefined => {
    if (item?.kind === 'field') return byName.get(item.name.toLowerCase())?.type;
    if (item?.kind === 'call') return 'string';
    return undefined;
  };

  const literal = (value: string | number, type: FieldType | undefined): Typed => {
    const converted = convertLiteral(value, type);
    // `district = 1.5` or `fiscalYear < 1e300`: PostgreSQL would read the parameter as an
    // integer and fail; as a double it compares as SQLite and the memory layers do.
    const wide =
      (type === 'oid' || type === 'integer') &&
      typeof converted === 'number' &&
      !(Number.isInteger(converted) && Math.abs(converted) <= INT32);
    return {
      expression: wide ? sql`cast(${converted} as double precision)` : eb.val(converted),
      type: 'value',
    };
  };

  const build = (item: WhereNode): Expression<SqlBool> => {
    // `1=1`, `'a' IN ('a')`: a test of literals only is decided here, as the memory layers
    // decide it, so the database never has to type a parameter it meets no column with.
    if (item.kind !== 'and' && item.kind !== 'or' && item.kind !== 'not') {
      if (fieldsOf(item).length === 0) return eb.lit(compileWhere(item, {})({}));
    }
    switch (item.kind) {
      case 'and':
        return eb.and(item.parts.map(build));
      case 'or':
        return eb.or(item.parts.map(build));
      case 'not':
        return eb.not(build(item.part));
      case 'compare': {
        const left = operand(item.left, item.right);
        const right = operand(item.right, item.left);
        return compare(left, item.op, right);
      }
      case 'in': {
        const target = operand(item.operand);
        const values = item.values.map((value) => operand(value, item.operand).expression);
        return eb(target.expression, item.negated ? 'not in' : 'in', values);
      }
      case 'like': {
        const target = operand(item.operand);
        const escape = item.escape ?? '\\';
        const pattern = item.escape ? item.pattern : item.pattern.replaceAll('\\', '\\\\');
        // Case-insensitive on every dialect, as SQLite's LIKE and the memory layers are; an
        // explicit ESCAPE (SQLite has no default escape character).
        const like = sql<SqlBool>`upper(${target.expression}) like upper(${pattern}) escape ${escape.toUpperCase()}`;
        return item.negated ? eb.not(like) : like;
      }
      case 'between': {
        const target = operand(item.operand);
        const low = operand(item.low, item.operand);
        const high = operand(item.high, item.operand);
        const within = eb.and([compare(target, '>=', low), compare(target, '<=', high)]);
        return item.negated ? eb.not(within) : within;
      }
      case 'null':
        return eb(operand(item.operand).expression, item.negated ? 'is not' : 'is', null);
    }
  };

  const compare = (left: Typed, op: Comparison, right: Typed): Expression<SqlBool> =>
    eb(left.expression, op, right.expression);

  return build(node);
}
