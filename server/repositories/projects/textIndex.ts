import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/createDatabase';

/**
 * The full-text index of migration 0010 on either engine, for the terms of one query (from
 * `queryTerms`, searchText.ts: letters and digits only, so they go into either engine's query
 * language without escaping). Every term must start a word of the project.
 */
export interface TextMatch {
  /** `projects.pid` is one of the matches. */
  matches: Expression<SqlBool>;
  /** `projects.pid` matches in its title (PID, name, routes): the first tier of relevance. */
  matchesTitle: Expression<SqlBool>;
  /**
   * Matches in PID order read from the index alone, without the projects table (a search by
   * words with no other filter). `rest`: the matches that are not title matches.
   */
  pids(
    part: 'all' | 'title' | 'rest',
    order: 'asc' | 'desc',
    page: { offset: number; limit: number },
  ): Promise<string[]>;
  count(part: 'all' | 'title'): Promise<number>;
}

export interface TextIndex {
  match(terms: string[]): Promise<TextMatch>;
}

export function textIndex(db: Db): TextIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresIndex(db) : sqliteIndex(db);
}

function postgresIndex(db: Db): TextIndex {
  return {
    match(terms) {
      const query = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
      const where = (part: 'all' | 'title' | 'rest') =>
        part === 'all'
          ? sql<SqlBool>`words @@ ${query}`
          : part === 'title'
            ? sql<SqlBool>`title @@ ${query}`
            : sql<SqlBool>`words @@ ${query} and not (title @@ ${query})`;
      const estimate = async (part: 'all' | 'title' | 'rest') => {
        const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
          explain (format json) select pid from project_search where ${where(part)}`.execute(db);
        return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
      };
      return Promise.resolve({
        matches: sql<SqlBool>`projects.pid in (select pid from project_search where ${where('all')})`,
        matchesTitle: sql<SqlBool>`projects.pid in (select pid from project_search where ${where('title')})`,
        async pids(part, order, { offset, limit }) {
          const direction = order === 'asc' ? sql`asc` : sql`desc`;
          // PostgreSQL's planner walks the primary key and checks each row until the page is
          // full when that looks cheaper than sorting the matches; for a word in 0.3 % of the
          // projects it read 23,000 rows for 50 (1 s on a million). Its own estimate of the
          // matches decides here: few are read from the index first, then sorted.
          const few = (await estimate(part)) < FEW_MATCHES;
          const { rows } = await (
            few
              ? sql<{ pid: string }>`
              with matches as materialized (select pid from project_search where ${where(part)})
              select pid from matches order by pid ${direction} limit ${limit} offset ${offset}`
              : sql<{ pid: string }>`
              select pid from project_search where ${where(part)}
              order by pid ${direction} limit ${limit} offset ${offset}`
          ).execute(db);
          return rows.map((row) => row.pid);
        },
        async count(part) {
          const { rows } = await sql<{ count: string }>`
            select count(*) as count from project_search where ${where(part)}`.execute(db);
          return Number(rows[0]?.count ?? 0);
        },
      });
    },
  };
}

/** Below this many matches (PostgreSQL's estimate) a page is sorted from the index's list. */
const FEW_MATCHES = 20_000;

/** Prefixes this long or shorter have an index of their own (migration 0010's `prefix`). */
const INDEXED_PREFIX = 3;
/** A longer prefix starting at most this many words is searched as those words. */
const MAX_EXPANSION = 16;

function sqliteIndex(db: Db): TextIndex {
  /**
   * A term as FTS5 query text. FTS5 reads a long prefix (`resurfacing*`) by merging the lists
   * of every word it starts before returning the first row: for a common word, 60 ms and more
   * on a million projects. The words of letters it starts (usually one or two) are looked up
   * in the vocabulary instead and searched as alternatives, which FTS5 reads lazily, in PID
   * order. Terms with digits (PIDs, route and section numbers) start few projects' words each
   * and stay prefixes.
   */
  const termQuery = async (term: string): Promise<string> => {
    if (term.length <= INDEXED_PREFIX || /[0-9]/.test(term)) return `"${term}"*`;
    const { rows } = await sql<{ word: string }>`
      select word from project_vocabulary
      where word >= ${term} and word < ${`${term}\u{10FFFF}`}
      limit ${MAX_EXPANSION + 1}`.execute(db);
    if (rows.length > MAX_EXPANSION) return `"${term}"*`;
    // No word starts with it: the exact term, which matches nothing.
    if (rows.length === 0) return `"${term}"`;
    return `(${rows.map((row) => `"${row.word}"`).join(' OR ')})`;
  };

  return {
    async match(terms) {
      const query = (await Promise.all(terms.map(termQuery))).join(' AND ');
      const inIndex = (table: 'project_words' | 'project_title_words') =>
        sql<SqlBool>`projects.pid in (select printf('%06d', rowid) from ${sql.id(table)} where ${sql.id(table)} match ${query})`;
      return {
        matches: inIndex('project_words'),
        matchesTitle: inIndex('project_title_words'),
        async pids(part, order, { offset, limit }) {
          const direction = order === 'asc' ? sql`asc` : sql`desc`;
          const { rows } = await (
            part === 'rest'
              ? // The title matches are read once (the rest is only asked for once they run out).
                sql<{ pid: string }>`
              select printf('%06d', rowid) as pid from project_words
              where project_words match ${query} and rowid not in (
                select rowid from project_title_words where project_title_words match ${query})
              order by rowid ${direction} limit ${limit} offset ${offset}`
              : sql<{ pid: string }>`
              select printf('%06d', rowid) as pid from ${sql.id(table(part))}
              where ${sql.id(table(part))} match ${query}
              order by rowid ${direction} limit ${limit} offset ${offset}`
          ).execute(db);
          return rows.map((row) => row.pid);
        },
        async count(part) {
          const { rows } = await sql<{ count: number }>`
            select count(*) as count from ${sql.id(table(part))}
            where ${sql.id(table(part))} match ${query}`.execute(db);
          return Number(rows[0]?.count ?? 0);
        },
      };
    },
  };
}

const table = (part: 'all' | 'title') => (part === 'all' ? 'project_words' : 'project_title_words');
