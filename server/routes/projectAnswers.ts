import { PID_DIGITS } from '../../contracts/projects';
import type { SearchFilters } from '../repositories/projects/searchFilters';

/** Answers kept, at most. */
export const MAX_ANSWERS = 2_000;
/** A larger answer is not kept (a page of 50 rows is about 18 KB). */
export const MAX_ANSWER_BYTES = 128 * 1024;

/**
 * Answers about projects kept as the JSON sent, until the projects change: the PID searches a
 * person types (`?pid=1`, `?pid=11`, `?pid=112`…) — a short prefix matches thousands of
 * projects, so its page and count are the costliest PID searches and, with many people typing
 * PIDs, the most repeated — and a project's details, which a search result or a map popup
 * opens (three queries and the largest answer), and the facets of a search (the counts beside
 * the results, which read every match: seconds for a common word on a million projects).
 * Whether the projects changed is one read of their version (migration 0011), kept by the
 * database, so an import by any process is seen by every process at once. The least recently
 * used answers go first past `MAX_ANSWERS`.
 */
export class ProjectAnswers {
  private version: string | undefined;
  private readonly answers = new Map<string, string>();

  /** The answer kept for `key` at this version of the projects. */
  get(version: string, key: string): string | undefined {
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
      return undefined;
    }
    const answer = this.answers.get(key);
    if (answer === undefined) return undefined;
    // Re-inserted as the most recently used (a Map iterates in insertion order).
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** Keeps an answer computed after `version` was read (a later version never meets it). */
  set(version: string, key: string, answer: string): void {
    if (version !== this.version || answer.length > MAX_ANSWER_BYTES) return;
    this.answers.set(key, answer);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= MAX_ANSWERS) break;
      this.answers.delete(oldest);
    }
  }

  get size(): number {
    return this.answers.size;
  }
}

/** The query of a PID search a cache may answer: a PID prefix alone, in PID order. */
export interface PidSearch {
  pid: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The key of a PID-prefix search with nothing else asked; undefined for any other search. */
export function pidSearchKey(
  query: Record<string, unknown>,
  { pid, order, offset, limit }: PidSearch,
): string | undefined {
  // A whole PID is one indexed row: cheap, and one key per project.
  if (pid.length >= PID_DIGITS) return undefined;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (!['pid', 'sort', 'order', 'offset', 'limit'].includes(name)) return undefined;
    if (name === 'sort' && value !== 'pid') return undefined;
  }
  return `${pid} ${order} ${offset} ${limit}`;
}

/** The key of a facets question: its filters, named in one order (undefined ones left out). */
export function facetsKey(filters: SearchFilters): string {
  const named = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(named);
}
