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
  /** How many matches there are, counting no further than `atMost` when given. */
  count(part: 'all' | 'title' | 'rest', atMost?: number): Promise<number>;
  /**
   * A page in relevance or PID order and the exact count of the matches in one pass over them,
   * when the engine finds that cheaper than the steps above (few matches on PostgreSQL);
   * undefined when it does not.
   */
  pageAndCount?(
    sort: 'relevance' | 'pid',
    order: 'asc' | 'desc',
    page: { offset: number; limit: number },
  ): Promise<{ pids: string[]; total: number } | undefined>;
}

export interface TextIndex {
  match(terms: string[]): Promise<TextMatch>;
}

/**
 * `fewMatches`: on PostgreSQL, below this many matches (the planner's estimate) a page is sorted
 * from the index's list and counted with it; tests set it to reach either way on a few projects.
 */
export function textIndex(db: Db, { fewMatches = FEW_MATCHES } = {}): TextIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? postgresIndex(db, fewMatches)
    : sqliteIndex(db);
}

function postgresIndex(db: Db, fewMatches: number): TextIndex {
  return {
    match(terms) {
      const query = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
      let keptAnswer: Promise<number | undefined> | undefined;
      let projectsAnswer: Promise<number> | undefined;
      /** The exact total of a one-term search of a kept prefix, asked for once. */
      const kept = () => (keptAnswer ??= keptTotal(db, terms));
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
      /**
       * Whether a page is cheaper read from the index's list of `matches` and sorted than by
       * walking the primary key until it is full: a walk reads about (offset + limit) ×
       * projects ÷ matches rows, the list every match (and below `fewMatches` the walk risks a
       * long read on a wrong estimate).
       */
      const fewer = async (matches: number, { offset, limit }: { offset: number; limit: number }) =>
        matches < fewMatches &&
        matches * matches < (offset + limit) * (await (projectsAnswer ??= projectCount(db)));
      return Promise.resolve({
        matches: sql<SqlBool>`projects.pid in (select pid from project_search where ${where('all')})`,
        matchesTitle: sql<SqlBool>`projects.pid in (select pid from project_search where ${where('title')})`,
        async pids(part, order, { offset, limit }) {
          const direction = order === 'asc' ? sql`asc` : sql`desc`;
          // PostgreSQL's planner walks the primary key and checks each row until the page is
          // full when that looks cheaper than sorting the matches; for a word in 0.3 % of the
          // projects it read 23,000 rows for 50 (1 s on a million). The kept total or its own
          // estimate of the matches decides here: few are read from the index first, then sorted.
          const matches =
            part === 'all' ? ((await kept()) ?? (await estimate(part))) : await estimate(part);
          const few = await fewer(matches, { offset, limit });
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
        async pageAndCount(sort, order, { offset, limit }) {
          // Many matches: the page walks the primary key, and the count stops at its cap (or is
          // read from the prefix counts). Known exactly, a walk may be cheaper below that too.
          const total = await kept();
          if (total !== undefined && !(await fewer(total, { offset, limit }))) return undefined;
          if ((await estimate('all')) >= fewMatches) return undefined;
          // Few: each step would read every match from the table again (a heap page each,
          // as GIN asks for a recheck); read once here, with their tier, then sorted.
          const direction = order === 'asc' ? sql`asc` : sql`desc`;
          const titleFirst = order === 'asc' ? sql`desc` : sql`asc`;
          const { rows } = await sql<{ pids: string[]; total: string }>`
            with matches as materialized (
              select pid, title @@ ${query} as in_title from project_search where ${where('all')})
            select
              array(
                select pid from matches
                order by ${sort === 'relevance' ? sql`in_title ${titleFirst},` : sql``} pid ${direction}
                limit ${limit} offset ${offset}) as pids,
              (select count(*) from matches) as total`.execute(db);
          const [row] = rows;
          return { pids: row?.pids ?? [], total: Number(row?.total ?? 0) };
        },
        async count(part, atMost) {
          // One short term: its total, kept as the projects change.
          const total = part === 'all' ? await kept() : undefined;
          if (total !== undefined) return atMost === undefined ? total : Math.min(total, atMost);
          // One word in more projects than counting would reach: at least that many match.
          if (part === 'all' && atMost !== undefined && terms.length === 1) {
            const [term] = terms as [string];
            const { rows } = await sql<{ most: number | null }>`
              select max(projects) as most from project_word_counts
              where word >= ${term} and word < ${`${term}\u{10FFFF}`}`.execute(db);
            if ((rows[0]?.most ?? 0) >= atMost) return atMost;
          }
          const { rows } = await sql<{ count: string }>`
            select count(*) as count from (
              select 1 from project_search where ${where(part)} ${limitOf(atMost)}) as matches`.execute(
            db,
          );
          return Number(rows[0]?.count ?? 0);
        },
      });
    },
  };
}

/** Below this many matches (PostgreSQL's estimate) a page is sorted from the index's list. */
const FEW_MATCHES = 20_000;

/** Prefixes this long or shorter have their projects counted (migration 0014's table). */
const KEPT_PREFIX = 4;

/**
 * The exact number of matches of a one-term search whose term is a kept prefix (letters and
 * digits of ASCII, which PostgreSQL's `simple` parser reads as one lexeme, the term itself);
 * undefined for other searches.
 */
async function keptTotal(db: Db, terms: string[]): Promise<number | undefined> {
  const [term] = terms;
  if (terms.length !== 1 || !term || term.length > KEPT_PREFIX || !/^[a-z0-9]+$/.test(term)) {
    return undefined;
  }
  const { rows } = await sql<{ projects: number }>`
    select projects from project_prefix_counts where prefix = ${term}`.execute(db);
  return rows[0]?.projects ?? 0;
}

/** How many projects PostgreSQL's statistics say the index holds (no count of the table). */
async function projectCount(db: Db): Promise<number> {
  const { rows } = await sql<{ projects: number }>`
    select reltuples::float8 as projects from pg_class where oid = 'project_search'::regclass`.execute(
    db,
  );
  // Never analysed yet (-1): unknown, so the estimate alone decides, as below `fewMatches`.
  const projects = rows[0]?.projects ?? -1;
  return projects < 0 ? Infinity : projects;
}

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
      /** The row ids (PIDs as numbers) of the matches, in no particular order. */
      const matchingRowids = (part: 'all' | 'title' | 'rest') =>
        part === 'rest'
          ? // The title matches are read once (the rest is only asked for once they run out).
            sql`
            select rowid from project_words
            where project_words match ${query} and rowid not in (
              select rowid from project_title_words where project_title_words match ${query})`
          : sql`select rowid from ${sql.id(table(part))} where ${sql.id(table(part))} match ${query}`;
      return {
        matches: inIndex('project_words'),
        matchesTitle: inIndex('project_title_words'),
        async pids(part, order, { offset, limit }) {
          const direction = order === 'asc' ? sql`asc` : sql`desc`;
          const { rows } = await sql<{ pid: string }>`
            select printf('%06d', rowid) as pid from (${matchingRowids(part)})
            order by rowid ${direction} limit ${limit} offset ${offset}`.execute(db);
          return rows.map((row) => row.pid);
        },
        async count(part, atMost) {
          const { rows } = await sql<{ count: number }>`
            select count(*) as count from (${matchingRowids(part)} ${limitOf(atMost)})`.execute(db);
          return Number(rows[0]?.count ?? 0);
        },
      };
    },
  };
}

const table = (part: 'all' | 'title') => (part === 'all' ? 'project_words' : 'project_title_words');

/** `limit n` when counting stops at `n`, else nothing. */
const limitOf = (atMost: number | undefined) =>
  atMost === undefined ? sql`` : sql`limit ${atMost}`;
