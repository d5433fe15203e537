import type { Project } from '../../../contracts/projects';
import type { Db } from '../../db/createDatabase';
import { toRows } from './projectRows';

/** Projects per statement: far below both dialects' limits on bound parameters. */
const BATCH = 200;

type Executor = Pick<Db, 'insertInto' | 'deleteFrom'>;

/**
 * Writes projects, replacing any with the same PID (an upsert by PID: the old row and its
 * milestones, funding, counties and routes go, the new ones come). Runs in the caller's
 * transaction when given one, so an import is all or nothing.
 */
export async function writeProjects(db: Executor, projects: Project[]): Promise<void> {
  for (let start = 0; start < projects.length; start += BATCH) {
    const rows = projects.slice(start, start + BATCH).map(toRows);
    const pids = rows.map((row) => row.project.pid);
    for (const table of [
      'project_counties',
      'project_routes',
      'project_milestones',
      'project_funding',
      'projects',
    ] as const) {
      await db.deleteFrom(table).where('pid', 'in', pids).execute();
    }
    await db
      .insertInto('projects')
      .values(rows.map((row) => row.project))
      .execute();
    const counties = rows.flatMap((row) => row.counties);
    const routes = rows.flatMap((row) => row.routes);
    const milestones = rows.flatMap((row) => row.milestones);
    const funding = rows.flatMap((row) => row.funding);
    if (counties.length) await db.insertInto('project_counties').values(counties).execute();
    if (routes.length) await db.insertInto('project_routes').values(routes).execute();
    if (milestones.length) await db.insertInto('project_milestones').values(milestones).execute();
    if (funding.length) await db.insertInto('project_funding').values(funding).execute();
  }
}
