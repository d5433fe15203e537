import type {
  Project,
  ProjectFacets,
  ProjectListItem,
  ProjectSort,
} from '../../../contracts/projects';
import type { Db } from '../../db/createDatabase';
import type { ProjectsTable } from '../../db/schema';
import { facetCounts } from './facets';
import { writeProjects } from './projectWriter';
import { LIST_COLUMNS, toListItem, toProject } from './projectRows';
import { filterCondition, sortExpression, type SearchFilters } from './searchFilters';

export interface Sorting {
  sort: ProjectSort;
  order: 'asc' | 'desc';
}

/** A project row as exports read it (everything but the search text). */
export type ExportRow = Omit<ProjectsTable, 'search'>;

export interface ProjectsRepository {
  search(
    filters: SearchFilters,
    sorting: Sorting,
    page: { offset: number; limit: number },
  ): Promise<{ items: ProjectListItem[]; total: number }>;
  facets(filters: SearchFilters): Promise<ProjectFacets>;
  get(pid: string): Promise<Project | undefined>;
  /** The matching rows in order, a batch at a time (keyset paging: each batch is one query). */
  exportRows(filters: SearchFilters, sorting: Sorting, batch?: number): AsyncGenerator<ExportRow[]>;
  isEmpty(): Promise<boolean>;
  /** Upserts by PID, all or nothing. */
  write(projects: Project[]): Promise<void>;
}

export function projectsRepository(db: Db): ProjectsRepository {
  const matching = (filters: SearchFilters) =>
    db.selectFrom('projects').where((eb) => filterCondition(eb, filters) ?? eb.lit(true));

  return {
    async search(filters, { sort, order }, { offset, limit }) {
      const rows = await matching(filters)
        .select([...LIST_COLUMNS])
        .orderBy((eb) => sortExpression(eb, sort), order)
        // PIDs are unique, so pages never overlap or skip a row whatever the sort.
        .orderBy('projects.pid', order)
        .offset(offset)
        .limit(limit)
        .execute();
      const items = rows.map(toListItem);
      // A first page that is not full holds every match: no need to count them (the common
      // case of a PID typed in full).
      if (offset === 0 && rows.length < limit) return { items, total: rows.length };
      const count = await matching(filters)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(count.total) };
    },

    facets: (filters) => facetCounts(db, filters),

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
      for (;;) {
        const rows = await matching(filters)
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
        yield rows.map(({ search: _search, sort_key: _key, ...row }) => row);
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
  };
}
