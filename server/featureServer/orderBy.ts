import type { LayerQuery } from './layerSource';
import { QueryError } from './queryError';

/**
 * Terms `orderByFields` may list. Each field may be named once, so a layer's fields (or a
 * statistics query's 40 group fields and statistics) bound it already; this refuses a long list
 * before any of it is read (2,000 terms made SQLite answer "too many terms in ORDER BY").
 */
export const MAX_ORDER_BY_TERMS = 64;

/**
 * `orderByFields`: `name [ASC|DESC], …`, each name resolved by `resolve` (which throws for a
 * name it does not know) and named once — a second term for a field could not change the order,
 * and SQL Server, under many ArcGIS Servers, refuses it too.
 */
export function parseOrderBy(
  text: string,
  resolve: (name: string) => string,
): LayerQuery['orderBy'] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > MAX_ORDER_BY_TERMS) {
    throw new QueryError(`orderByFields lists more than ${MAX_ORDER_BY_TERMS} terms`);
  }
  const seen = new Set<string>();
  return parts.map((part) => {
    const [name = '', direction = 'ASC', extra] = part.split(/\s+/);
    if (extra || !/^(asc|desc)$/i.test(direction)) {
      throw new QueryError(
        `orderByFields holds "${part.slice(0, 80)}" (use "field ASC" or "field DESC")`,
      );
    }
    const field = resolve(name);
    if (seen.has(field)) throw new QueryError(`orderByFields names ${field} more than once`);
    seen.add(field);
    return { field, descending: direction.toUpperCase() === 'DESC' };
  });
}
