import { CompiledQuery, PostgresAdapter } from 'kysely';
import type {
  Project,
  ProjectFacets,
  ProjectListItem,
  ProjectSort,
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

export interface ProjectsRepository {
  search(
    filters: SearchFilters,
    sorting: Sorting,
    page: { offset: number; limit: number },
  ): Promise<{ items: ProjectListItem[]; total: number }>;
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

export function projectsRepository(db: Db): ProjectsRepository {
  const index = textIndex(db);
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
    const { rows } = await db.executeQuery<ListRow>(
      CompiledQuery.raw(pidQueries.page[order], [...range, limit, offset]),
    );
    const items = rows.map(toListItem);
    if (offset === 0 && rows.length < limit) return { items, total: rows.length };
    const count = await db.executeQuery<{ total: number | string }>(
      CompiledQuery.raw(pidQueries.count, range),
    );
    return { items, total: Number(count.rows[0]?.total ?? 0) };
  };

  const countTier = async (text: TextMatch, tier: 'title' | 'rest') => {
    const title = await text.count('title');
    return tier === 'title' ? title : (await text.count('all')) - title;
  };

  /**
   * Words alone, in relevance or PID order, answered by the index itself: a page of PIDs (the
   * title matches, then the others), the rows of that page, and the count of the matches.
   */
  const wordsOnly = async (
    text: TextMatch,
    { sort, order }: Sorting,
    { offset, limit }: { offset: number; limit: number },
  ) => {
    const { pids } = text;
    let page: string[];
    if (sort === 'pid') {
      page = await pids('all', order, { offset, limit });
    } else {
      // Best first: the title matches, then the rest; `desc` turns the whole order round.
      const [first, second] = order === 'asc' ? TIERS : ([TIERS[1], TIERS[0]] as const);
      page = await pids(first, order, { offset, limit });
      if (page.length < limit) {
        // How many matches the first tier holds, to know where the second starts.
        const before =
          page.length > 0 || offset === 0 ? offset + page.length : await countTier(text, first);
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
      return { items, total: offset + page.length };
    }
    return { items, total: await text.count('all') };
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
      // A first page that is not full holds every match: no need to count them (the common
      // case of a PID typed in full).
      if (offset === 0 && rows.length < limit) return { items, total: rows.length };
      const count = await matching(filters, text)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(count.total) };
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
  const page = (order: 'asc' | 'desc') =>
    `select ${LIST_COLUMNS.join(', ')} from projects where pid >= ${a} and pid < ${b} ` +
    `order by pid ${order} limit ${c} offset ${d}`;
  return {
    page: { asc: page('asc'), desc: page('desc') },
    count: `select count(*) as total from projects where pid >= ${a} and pid < ${b}`,
  };
}
