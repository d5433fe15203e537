import { intParam } from '../../http/params';
import { parseQuery } from './parseQuery';
import { matchQuery, type Searchable } from './matchQuery';

export interface SearchPage<T> {
  query: string;
  total: number;
  start: number;
  num: number;
  nextStart: number;
  results: T[];
}

export interface SearchRequest {
  q?: string;
  start?: string;
  num?: string;
  sortField?: string;
  sortOrder?: string;
}

/** The search envelope (contract §2.7): `start` is 1-based, `num` at most 100, `nextStart` -1 at the end. */
export function searchResults<T, R>(
  records: T[],
  request: SearchRequest,
  searchable: Searchable<T> & { sortValue(record: T, field: string): string | number | undefined },
  toJson: (record: T) => R,
): SearchPage<R> {
  const query = parseQuery(request.q);
  const matches = records.filter((record) => matchQuery(query, record, searchable));
  const sortField = request.sortField?.split(',')[0]?.trim().toLowerCase();
  if (sortField) {
    const direction = request.sortOrder?.toLowerCase() === 'desc' ? -1 : 1;
    matches.sort(
      (a, b) =>
        direction * compare(searchable.sortValue(a, sortField), searchable.sortValue(b, sortField)),
    );
  }
  const start = Math.max(1, intParam(request.start, 1));
  const num = Math.min(100, intParam(request.num, 10));
  const page = matches.slice(start - 1, start - 1 + num);
  const next = start + num;
  return {
    query: request.q ?? '',
    total: matches.length,
    start,
    num,
    nextStart: num > 0 && next <= matches.length ? next : -1,
    results: page.map(toJson),
  };
}

function compare(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}
