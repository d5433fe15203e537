import type {
  DatasetAccess,
  DatasetCategory,
  DatasetSummary,
  Term,
} from '../../contracts/datasets';
import { type DATASET_SORTS } from '../../contracts/datasets';
import type { GlossaryRow } from './glossary';

export interface ListingFilters {
  q?: string;
  category?: DatasetCategory;
  access?: DatasetAccess;
  sort?: (typeof DATASET_SORTS)[number];
  order?: 'asc' | 'desc';
}

/** Lower case, accents off: `Préliminaire` is found by `preliminaire`. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Letters and digits only, for matching names: `work_type` and `workType` are one word. */
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/** The words of a query, each of which must be found (AND). */
export function queryWords(q: string | undefined): string[] {
  return fold(q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * The rows matching every word of `q` (in the title, the description, a field's name or
 * alias; names also without their underscores and case), of the category and access asked,
 * sorted (title by default; rows without a date or count last), ties by title.
 */
export function filterRows(rows: GlossaryRow[], filters: ListingFilters): DatasetSummary[] {
  const words = queryWords(filters.q);
  const matching = rows.filter(({ summary, fieldWords }) => {
    if (filters.category && summary.category !== filters.category) return false;
    if (filters.access && summary.access !== filters.access) return false;
    if (words.length === 0) return true;
    const text = fold([summary.title, summary.description, ...fieldWords].join('\n'));
    const names = fieldWords.map(compact);
    return words.every(
      (word) => text.includes(word) || names.some((name) => name.includes(compact(word))),
    );
  });
  return sortSummaries(
    matching.map((row) => row.summary),
    filters.sort ?? 'title',
    filters.order ?? 'asc',
  );
}

const byTitle = (a: DatasetSummary, b: DatasetSummary) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }) ||
  a.id.localeCompare(b.id);

function sortSummaries(
  summaries: DatasetSummary[],
  sort: (typeof DATASET_SORTS)[number],
  order: 'asc' | 'desc',
): DatasetSummary[] {
  const direction = order === 'desc' ? -1 : 1;
  const compare = (a: DatasetSummary, b: DatasetSummary): number => {
    switch (sort) {
      case 'title':
        return direction * byTitle(a, b);
      case 'category':
        return direction * a.category.localeCompare(b.category) || byTitle(a, b);
      case 'lastUpdated':
        return nullsLast(a.lastUpdated, b.lastUpdated, direction) || byTitle(a, b);
      case 'recordCount':
        return nullsLast(a.recordCount, b.recordCount, direction) || byTitle(a, b);
    }
  };
  return [...summaries].sort(compare);
}

/** Known values in the asked order; unknown ones after them whichever the order. */
function nullsLast<T extends string | number>(a: T | null, b: T | null, direction: number) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return direction * (a < b ? -1 : 1);
}

/** Terms with every word of `q` in their name, abbreviation or definition, by name. */
export function filterTerms(terms: Term[], q: string | undefined): Term[] {
  const words = queryWords(q);
  return terms
    .filter((term) => {
      const text = fold([term.term, term.abbreviation ?? '', term.definition].join('\n'));
      return words.every((word) => text.includes(word));
    })
    .sort(
      (a, b) =>
        a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
    );
}
