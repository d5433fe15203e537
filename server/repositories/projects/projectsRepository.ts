import { CompiledQuery, PostgresAdapter } from 'kysely';
import {
  PID_DIGITS,
  SEARCH_COUNT_CAP,
  type Project,
  type ProjectFacets,
  type ProjectListItem,
  type ProjectSort,
} from '../../../contracts/projects';
import type { Db } from '../../db/createDatabase';
import { readProjectsVersion } from '../../db/projectsVersion';
import type { ProjectsTable } from '../../db/schema';
import { facetCounts } from './facets';
import { writeProjects } from './projectWriter';
import { LIST_COLUMNS, toListItem, toProject, type ListRow } from './projectRows';
import { filterCondition, nextPrefix, sortExpression, type SearchFilters } from './searchFilters';
import { queryTerms } from './searchText';
import { textIndex, type TextMatch } from './textIndex';

export interface Sorting {
  /** `relevance`: matches in the PID, name or routes first, then the rest, each in PID order. */
  sort: ProjectSort | 'relevance';
  order: 'asc' | 'desc';
}

/** A project row as exports read it (everything but the search text). */
export type ExportRow = Omit<ProjectsTable, 'search' | 'search_title'>;

/**
 * A page of a search and how many projects match. Word searches count up to the cap only
 * (`SEARCH_COUNT_CAP`): `totalIsCapped` says whether more match than `total`; other searches
 * count every match and leave it out.
 */
export interface SearchAnswer {
  items: ProjectListItem[];
  total: number;
  totalIsCapped?: boolean;
}

export interface ProjectsRepository {
  search(
    filters: SearchFilters,
    sorting: Sorting,
    page: { offset: number; limit: number },
  ): Promise<SearchAnswer>;
  facets(filters: SearchFilters): Promise<ProjectFacets>;
  get(pid: string): Promise<Project | undefined>;
  /** The matching rows in order, a batch at a time (keyset paging: each batch is one query). */
  exportRows(
    filters: SearchFilters,
    sorting: { sort: ProjectSort; order: 'asc' | 'desc' },
    batch?: number,
  ): AsyncGenerator<ExportRow[]>;
  isEmpty(): Promise<boolean>;
  /** Upserts by PID, all or nothing. */
  write(projects: Project[]): Promise<void>;
  /** Changes whenever any process writes projects (migration 0011): answers kept are current. */
  version(): Promise<string>;
}

/** The two tiers of relevance, best first. */
const TIERS = ['title', 'rest'] as const;

/**
 * `countCap`: where word searches stop counting; `fewMatches`: see `textIndex` (tests set both
 * to reach every path on a few projects).
 */
export function projectsRepository(
  db: Db,
  { countCap = SEARCH_COUNT_CAP, fewMatches }: { countCap?: number; fewMatches?: number } = {},
): ProjectsRepository {
  const index = textIndex(db, fewMatches === undefined ? {} : { fewMatches });
  /** The total of a word search: past the cap, the cap. */
  const capped = (total: number) =>
    total > countCap ? { total: countCap, totalIsCapped: true } : { total, totalIsCapped: false };
  const matching = (filters: SearchFilters, text: TextMatch | undefined) =>
    db.selectFrom('projects').where((eb) => filterCondition(eb, filters, text) ?? eb.lit(true));
  /** The words of a search looked up in the index, when it has any. */
  const textOf = async (filters: SearchFilters) => {
    const terms = queryTerms(filters.q);
    return terms?.length ? index.match(terms) : undefined;
  };

  const listRows = async (pids: string[]): Promise<ProjectListItem[]> => {
    if (pids.length === 0) return [];
    const rows = await db
      .selectFrom('projects')
      .select([...LIST_COLUMNS])
      .where('pid', 'in', pids)
      .execute();
    const byPid = new Map(rows.map((row) => [row.pid, row]));
    return pids.flatMap((pid) => {
      const row = byPid.get(pid);
      return row ? [toListItem(row)] : [];
    });
  };

  const pidQueries = pidStatements(db);
  /**
   * The hot path (a PID typed in the search box): two hand-written statements, compiled once,
   * instead of building and compiling the query on every request.
   */
  const byPid = async (
    prefix: string | undefined,
    order: 'asc' | 'desc',
    { offset, limit }: { offset: number; limit: number },
  ) => {
    const range = prefix ? [prefix, nextPrefix(prefix)] : ['', '~'];
    // Six digits are a whole PID (imports refuse any other): one lookup of the key instead of
    // a range, a quarter of the time on SQLite.
    const { rows } = await db.executeQuery<ListRow>(
      prefix?.length === PID_DIGITS
        ? CompiledQuery.raw(pidQueries.whole, [prefix, limit, offset])
        : CompiledQuery.raw(pidQueries.page[order], [...range, limit, offset]),
    );
    const items = rows.map(toListItem);
    if (offset === 0 && rows.length < limit) return { items, total: rows.length };
    const count = await db.executeQuery<{ total: number | string }>(
      CompiledQuery.raw(pidQueries.count, range),
    );
    return { items, total: Number(count.rows[0]?.total ?? 0) };
  };

  /**
   * Words alone, in relevance or PID order, answered by the index itself: a page of PIDs (the
   * title matches, then the others), the rows of that page, and the count of the matches.
   */
  const wordsOnly = async (
    text: TextMatch,
    { sort, order }: Sorting,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<SearchAnswer> => {
    const once = await text.pageAndCount?.(sort === 'pid' ? 'pid' : 'relevance', order, {
      offset,
      limit,
    });
    if (once) return { items: await listRows(once.pids), ...capped(once.total) };
    const { pids } = text;
    let page: string[];
    if (sort === 'pid') {
      page = await pids('all', order, { offset, limit });
    } else {
      // Best first: the title matches, then the rest; `desc` turns the whole order round.
      const [first, second] = order === 'asc' ? TIERS : ([TIERS[1], TIERS[0]] as const);
      page = await pids(first, order, { offset, limit });
      if (page.length < limit) {
        // How many matches the first tier holds, to know where the second starts: when its
        // page came back empty, at most `offset`, so counting stops just past it.
        const before =
          page.length > 0 || offset === 0
            ? offset + page.length
            : await text.count(first, offset + 1);
        const rest = await pids(second, order, {
          offset: Math.max(0, offset - before),
          limit: limit - page.length,
        });
        page = [...page, ...rest];
      }
    }
    const items = await listRows(page);
    // A page that is not full ends the matches: no need to count them.
    if (page.length < limit && (page.length > 0 || offset === 0)) {
      return { items, ...capped(offset + page.length) };
    }
    return { items, ...capped(await text.count('all', countCap + 1)) };
  };

  return {
    async search(filters, sorting, { offset, limit }) {
      const text = await textOf(filters);
      const { order } = sorting;
      const sort = sorting.sort === 'relevance' && !text ? 'pid' : sorting.sort;
      if (text && (sort === 'relevance' || sort === 'pid')) {
        const { q: _q, ...others } = filters;
        if (Object.values(others).every((value) => value === undefined)) {
          return wordsOnly(text, { sort, order }, { offset, limit });
        }
      }
      if (sort === 'pid' && Object.keys(filters).every((key) => key === 'pid')) {
        return byPid(filters.pid, order, { offset, limit });
      }
      const rows = await matching(filters, text)
        .select([...LIST_COLUMNS])
        .$if(sort === 'relevance', (query) =>
          query.orderBy((eb) => eb.case().when(text!.matchesTitle).then(0).else(1).end(), order),
        )
        .$if(sort !== 'relevance', (query) =>
          query.orderBy((eb) => sortExpression(eb, sort as ProjectSort), order),
        )
        // PIDs are unique, so pages never overlap or skip a row whatever the sort.
        .orderBy('projects.pid', order)
        .offset(offset)
        .limit(limit)
        .execute();
      const items = rows.map(toListItem);
      // Word searches count up to the cap; the others, every match.
      const total = (n: number) => (text ? capped(n) : { total: n });
      // A first page that is not full holds every match: no need to count them (the common
      // case of a PID typed in full).
      if (offset === 0 && rows.length < limit) return { items, ...total(rows.length) };
      const count = await (
        text
          ? db
              .selectFrom(
                matching(filters, text)
                  .select('projects.pid')
                  .limit(countCap + 1)
                  .as('matches'),
              )
              .select((eb) => eb.fn.countAll<number | string>().as('total'))
          : matching(filters, text).select((eb) => eb.fn.countAll<number | string>().as('total'))
      ).executeTakeFirstOrThrow();
      return { items, ...total(Number(count.total)) };
    },

    facets: async (filters) => facetCounts(db, await textOf(filters), filters),

    async get(pid) {
      const row = await db
        .selectFrom('projects')
        .selectAll()
        .where('pid', '=', pid)
        .executeTakeFirst();
      if (!row) return undefined;
      const [milestones, funding] = await Promise.all([
        db
          .selectFrom('project_milestones')
          .selectAll()
          .where('pid', '=', pid)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('project_funding')
          .selectAll()
          .where('pid', '=', pid)
          .orderBy('position')
          .execute(),
      ]);
      return toProject(row, milestones, funding);
    },

    async *exportRows(filters, { sort, order }, batch = 1000) {
      const after = order === 'asc' ? '>' : '<';
      let last: { key: string | number; pid: string } | undefined;
      const text = await textOf(filters);
      for (;;) {
        const rows = await matching(filters, text)
          .selectAll()
          .select((eb) => sortExpression(eb, sort).as('sort_key'))
          .$if(last !== undefined, (query) =>
            query.where((eb) => {
              const key = sortExpression(eb, sort);
              const { key: lastKey, pid } = last!;
              return eb.or([
                eb(key, after, lastKey),
                eb.and([eb(key, '=', lastKey), eb('projects.pid', after, pid)]),
              ]);
            }),
          )
          .orderBy('sort_key', order)
          .orderBy('projects.pid', order)
          .limit(batch)
          .execute();
        if (rows.length === 0) return;
        const end = rows[rows.length - 1]!;
        last = { key: end.sort_key, pid: end.pid };
        yield rows.map(({ search: _search, search_title: _title, sort_key: _key, ...row }) => row);
        if (rows.length < batch) return;
      }
    },

    async isEmpty() {
      const row = await db.selectFrom('projects').select('pid').limit(1).executeTakeFirst();
      return row === undefined;
    },

    async write(projects) {
      await db.transaction().execute((trx) => writeProjects(trx, projects));
    },

    version: () => readProjectsVersion(db),
  };
}

/** The SQL of the PID path in the dialect's parameter style. */
function pidStatements(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const [a, b, c, d] = postgres ? ['$1', '$2', '$3', '$4'] : ['?', '?', '?', '?'];
  const columns = LIST_COLUMNS.join(', ');
  const page = (order: 'asc' | 'desc') =>
    `select ${columns} from projects where pid >= ${a} and pid < ${b} ` +
    `order by pid ${order} limit ${c} offset ${d}`;
  return {
    page: { asc: page('asc'), desc: page('desc') },
    whole: `select ${columns} from projects where pid = ${a} limit ${b} offset ${c}`,
    count: `select count(*) as total from projects where pid >= ${a} and pid < ${b}`,
  };
}
