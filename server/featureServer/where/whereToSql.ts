import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Comparison, Operand, WhereNode } from './parseWhere';
import { compareValues, convertLiteral, type Value } from './literals';
import { WhereError } from './whereError';

export type FieldType = 'oid' | 'string' | 'integer' | 'double' | 'date';

/** A layer field as SQL sees it: its type and the column (or expression) it reads. */
export interface SqlField<DB, TB extends keyof DB> {
  type: FieldType;
  column: (eb: ExpressionBuilder<DB, TB>) => Expression<unknown>;
}

export type SqlFields<DB, TB extends keyof DB> = Record<string, SqlField<DB, TB>>;

type Typed = { expression: Expression<unknown>; type: FieldType | 'value'; value?: unknown };

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

  const operand = (item: Operand, other?: Operand): Typed => {
    switch (item.kind) {
      case 'field': {
        const field = byName.get(item.name.toLowerCase());
        if (!field) throw new WhereError(`where names the unknown field "${item.name}"`);
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
    return { expression: eb.val(converted), type: 'value', value: converted };
  };

  const build = (item: WhereNode): Expression<SqlBool> => {
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

  const compare = (left: Typed, op: Comparison, right: Typed): Expression<SqlBool> => {
    // `1=1` and the like: decided here, so the database never compares two parameters.
    if (left.type === 'value' && right.type === 'value') {
      return eb.lit(compareValues(left.value as Value, op, right.value as Value) === true);
    }
    return eb(left.expression, op, right.expression);
  };

  return build(node);
}
