import type { Selectable } from 'kysely';
import type { AdminGenerationJob } from '../../../contracts/standardMaps';
import type { Db } from '../../db/createDatabase';
import type { StandardMapJobsTable } from '../../db/schema';

/** A running job whose heartbeat is older than this was interrupted (its process died). */
export const STALE_AFTER_MS = 60_000;

export interface GenerationJobsRepository {
  /**
   * Records a new running job, or returns undefined when one is running already (in this
   * process or another on the same database). A job whose heartbeat stopped is failed first.
   */
  begin(
    trigger: AdminGenerationJob['trigger'],
    requestedBy: string | null,
    total: number,
    now: Date,
  ): Promise<AdminGenerationJob | undefined>;
  progress(
    id: number,
    progress: { done: number; failed: number; current: string | null },
    now: Date,
  ): Promise<void>;
  finish(
    id: number,
    status: 'succeeded' | 'failed',
    error: string | null,
    now: Date,
  ): Promise<void>;
  running(now: Date): Promise<AdminGenerationJob | undefined>;
  recent(limit: number): Promise<AdminGenerationJob[]>;
}

function toJob(row: Selectable<StandardMapJobsTable>): AdminGenerationJob {
  return {
    id: Number(row.id),
    status: row.status,
    trigger: row.trigger,
    requestedBy: row.requested_by,
    total: row.total,
    done: row.done,
    failed: row.failed,
    current: row.current_title,
    error: row.error,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export function generationJobsRepository(db: Db): GenerationJobsRepository {
  const failStale = (now: Date) =>
    db
      .updateTable('standard_map_jobs')
      .set({
        status: 'failed',
        error: 'Interrupted: the process drawing the maps stopped',
        current_title: null,
        finished_at: now.toISOString(),
      })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', new Date(now.getTime() - STALE_AFTER_MS).toISOString())
      .execute();

  const running = async (now: Date) => {
    await failStale(now);
    const row = await db
      .selectFrom('standard_map_jobs')
      .selectAll()
      .where('status', '=', 'running')
      .executeTakeFirst();
    return row ? toJob(row) : undefined;
  };

  return {
    async begin(trigger, requestedBy, total, now) {
      if (await running(now)) return undefined;
      const at = now.toISOString();
      try {
        const row = await db
          .insertInto('standard_map_jobs')
          .values({
            status: 'running',
            trigger,
            requested_by: requestedBy,
            total,
            done: 0,
            failed: 0,
            current_title: null,
            error: null,
            started_at: at,
            heartbeat_at: at,
            finished_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toJob(row);
      } catch (error) {
        // Another process began one between the check and the insert: the unique index on
        // running jobs refused this one.
        if (await running(now)) return undefined;
        throw error;
      }
    },

    async progress(id, { done, failed, current }, now) {
      await db
        .updateTable('standard_map_jobs')
        .set({ done, failed, current_title: current, heartbeat_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async finish(id, status, error, now) {
      await db
        .updateTable('standard_map_jobs')
        .set({ status, error, current_title: null, finished_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },

    running,

    async recent(limit) {
      const rows = await db
        .selectFrom('standard_map_jobs')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toJob);
    },
  };
}
