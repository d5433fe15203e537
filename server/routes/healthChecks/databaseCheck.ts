import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DatabaseFault } from '../../db/databaseFaults';
import { withTimeout } from './withTimeout';

export type DatabaseCheck = 'ok' | 'busy' | 'full' | 'error';

/**
 * Below this much free space beside the SQLite file the disk counts as full: the next commit
 * or checkpoint would fail. (A rolled-back write never reaches the disk, so it cannot tell.)
 */
export const MIN_FREE_BYTES = 1024 * 1024;

/**
 * Not a page anyone viewed: the write of the check, always rolled back. Larger than a database
 * page (SQLite's and PostgreSQL's are 4 and 8 KiB), so it needs room that is not there yet.
 */
const PROBE = {
  day: '0000-00-00',
  page: '',
  path: `/health/${'0'.repeat(9_000)}`,
  language: 'zz',
  count: 1,
};

class RolledBack extends Error {}

/**
 * Whether the database can take a write: one page view written in a transaction and rolled
 * back (on SQLite, the transaction also takes the write lock another program may hold), and
 * on SQLite the free space of its disk.
 */
export async function checkDatabase(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<DatabaseCheck> {
  try {
    await withTimeout(
      app.db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('page_views').values(PROBE).execute();
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        }),
      timeoutMs,
      'The database',
    );
    const { database } = app.config;
    if (database.dialect === 'sqlite' && database.file !== ':memory:') {
      const disk = await statfs(dirname(database.file));
      if (disk.bavail * disk.bsize < MIN_FREE_BYTES) {
        log.error({ freeBytes: disk.bavail * disk.bsize }, 'Health check: the disk is full');
        return 'full';
      }
    }
    return 'ok';
  } catch (error) {
    if (error instanceof DatabaseFault && error.code === 'database-busy') return 'busy';
    if (error instanceof DatabaseFault && error.code === 'insufficient-storage') return 'full';
    log.warn({ err: error }, 'Health check: database unavailable');
    return 'error';
  }
}
