import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/createDatabase';

/**
 * The full-text index of migration 0010 on either engine: which projects hold words starting
 * with every term of a query, and which hold them all in their PID, name or routes (the first
 * tier of relevance). Terms come from `queryTerms` (searchText.ts): letters and digits only, so
 * they go into either engine's query language without escaping.
 */
export interface TextIndex {
  /** `projects.pid` is one of the matches. */
  matches(terms: string[]): Expression<SqlBool>;
  /** `projects.pid` is a match in the title (PID, name, routes). */
  matchesTitle(terms: string[]): Expression<SqlBool>;
  /**
   * Matches in PID order, without touching the projects table (SQLite only: there the index
   * alone answers a search by words with no other filter). `title` keeps the title matches.
   */
  pids?(
    terms: string[],
    part: 'all' | 'title' | 'rest',
    order: 'asc' | 'desc',
    page: { offset: number; limit: number },
  ): Promise<string[]>;
  count?(terms: string[], part: 'all' | 'title'): Promise<number>;
}

export function textIndex(db: Db): TextIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresIndex() : sqliteIndex(db);
}

function postgresIndex(): TextIndex {
  const query = (terms: string[]) => terms.map((term) => `${term}:*`).join(' & ');
  return {
    matches: (terms) =>
      sql<SqlBool>`to_tsvector('simple', projects.search) @@ to_tsquery('simple', ${query(terms)})`,
    matchesTitle: (terms) =>
      sql<SqlBool>`to_tsvector('simple', projects.search_title) @@ to_tsquery('simple', ${query(terms)})`,
  };
}

function sqliteIndex(db: Db): TextIndex {
  const words = (terms: string[]) => terms.map((term) => `"${term}"*`).join(' ');
  const expression = (terms: string[], part: 'all' | 'title' | 'rest') => {
    const all = `{words}: (${words(terms)})`;
    const title = `{title}: (${words(terms)})`;
    return part === 'all' ? all : part === 'title' ? title : `${all} NOT ${title}`;
  };
  const inIndex = (terms: string[], part: 'all' | 'title') =>
    sql<SqlBool>`projects.pid in (select printf('%06d', rowid) from project_text where project_text match ${expression(terms, part)})`;
  return {
    matches: (terms) => inIndex(terms, 'all'),
    matchesTitle: (terms) => inIndex(terms, 'title'),
    async pids(terms, part, order, { offset, limit }) {
      const direction = order === 'asc' ? sql`asc` : sql`desc`;
      const { rows } = await sql<{ pid: string }>`
        select printf('%06d', rowid) as pid from project_text
        where project_text match ${expression(terms, part)}
        order by rowid ${direction} limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => row.pid);
    },
    async count(terms, part) {
      const { rows } = await sql<{ count: number }>`
        select count(*) as count from project_text
        where project_text match ${expression(terms, part)}`.execute(db);
      return Number(rows[0]?.count ?? 0);
    },
  };
}
