import type { Comparison } from './parseWhere';
import { WhereError } from './whereError';
import type { FieldType } from './whereToSql';

export type Value = string | number | null;

/**
 * A literal of a where clause as the type of the field it meets: numbers for numeric fields,
 * text for text fields, ISO-8601 text for dates (a number is epoch milliseconds). PostgreSQL's
 * strict typing and SQLite's loose typing then give the same answers, and so does memory.
 */
export function convertLiteral(
  value: string | number,
  type: FieldType | undefined,
): string | number {
  switch (type) {
    case 'string':
      return String(value);
    case 'oid':
    case 'integer':
    case 'double': {
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (value === '' || !Number.isFinite(number)) {
        throw new WhereError(`'${value}' is not a number`);
      }
      return number;
    }
    case 'date': {
      if (typeof value !== 'number') return value;
      // Epoch milliseconds, within what a date can be (±100,000,000 days of 1970).
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        throw new WhereError(`${value} is not a date (epoch milliseconds or DATE 'YYYY-MM-DD')`);
      }
      return date.toISOString();
    }
    default:
      return value;
  }
}

/** SQL comparison: unknown (null) when either side is null. */
export function compareValues(left: Value, op: Comparison, right: Value): boolean | null {
  if (left === null || right === null) return null;
  switch (op) {
    case '=':
      return left === right;
    case '<>':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}
