import type { Query } from './parseQuery';

/**
 * How one kind of record (item, group, user) answers a query: the values of a field, and
 * the text a bare term is looked for in. Fields listed in `phraseFields` match by contained
 * words (like an analysed Lucene field, e.g. title); all others match whole values.
 */
export interface Searchable<T> {
  values(record: T, field: string): (string | number)[] | undefined;
  text(record: T): string[];
  phraseFields: Set<string>;
}

export function matchQuery<T>(query: Query, record: T, searchable: Searchable<T>): boolean {
  switch (query.kind) {
    case 'all':
      return true;
    case 'and':
      return (
        matchQuery(query.left, record, searchable) && matchQuery(query.right, record, searchable)
      );
    case 'or':
      return (
        matchQuery(query.left, record, searchable) || matchQuery(query.right, record, searchable)
      );
    case 'not':
      return !matchQuery(query.query, record, searchable);
    case 'range': {
      const values = searchable.values(record, query.field) ?? [];
      const from = query.from === '*' ? -Infinity : Number(query.from);
      const to = query.to === '*' ? Infinity : Number(query.to);
      return values.some((value) => typeof value === 'number' && value >= from && value <= to);
    }
    case 'term': {
      if (query.field === null) {
        return searchable.text(record).some((text) => contains(text, query.value));
      }
      const values = searchable.values(record, query.field);
      if (!values) return false;
      if (query.value === '*') return values.length > 0;
      const phrase = searchable.phraseFields.has(query.field);
      return values.some((value) =>
        phrase ? contains(String(value), query.value) : equals(String(value), query.value),
      );
    }
  }
}

function pattern(value: string, whole: boolean): RegExp {
  const escaped = value.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(whole ? `^${escaped}$` : escaped, 'i');
}

function equals(actual: string, wanted: string): boolean {
  return wanted.includes('*')
    ? pattern(wanted, true).test(actual)
    : actual.toLowerCase() === wanted.toLowerCase();
}

function contains(actual: string, wanted: string): boolean {
  return pattern(wanted.replace(/\*+$/, ''), false).test(actual);
}
