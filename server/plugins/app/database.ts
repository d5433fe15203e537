import { mkdirSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../../db/createDatabase';
import { DatabaseFault } from '../../db/databaseFaults';
import { countedLog, type CountedLog } from './countedLog';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely database; routes go through `app.repositories` rather than using it directly. */
    db: Db;
  }
}

/** Database faults of one kind are logged at once, then counted: one line a minute after. */
const FAULT_LOG_WINDOW_MS = 60_000;

/**
 * Opens the database of `app.config` and closes it when the app closes. A request that meets a
 * database fault (databaseFaults.ts: busy, disk full, unreachable) is answered by the error
 * handler as the fault says; here it gets its Retry-After, and its cause reaches the log.
 */
export const database = fp(
  async (app) => {
    // DATA_DIR also holds uploaded files later, so it is created whatever the database is.
    mkdirSync(app.config.dataDir, { recursive: true });
    const db = createDatabase(app.config.database, app.log);
    app.decorate('db', db);

    const faults = faultLog(app.log);
    app.addHook('onError', async (_request, reply, error) => {
      if (!(error instanceof DatabaseFault)) return;
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      faults.count(error.code, error);
    });

    app.addHook('onClose', async () => {
      faults.close();
      await db.destroy();
    });
  },
  { name: 'tims-database' },
);

const LABELS: Record<string, string> = {
  'database-busy': 'Database busy',
  'insufficient-storage': 'Disk full',
  'database-unavailable': 'Database unavailable',
};

/** The first fault of a kind in a minute with its cause; then how many more, once a minute. */
function faultLog(log: FastifyBaseLogger): CountedLog<DatabaseFault> {
  const write = (fault: DatabaseFault, details: object, message: string) =>
    fault.statusCode === 507 ? log.error(details, message) : log.warn(details, message);
  return countedLog<DatabaseFault>({
    windowMs: FAULT_LOG_WINDOW_MS,
    onFirst: (code, fault) =>
      write(
        fault,
        { code, status: fault.statusCode, cause: fault.reason },
        `${LABELS[code]}: a request was refused with ${fault.statusCode}`,
      ),
    onWindow: (code, fault, count) => {
      if (count < 2) return;
      write(
        fault,
        { code, status: fault.statusCode, cause: fault.reason, refused: count - 1 },
        `${LABELS[code]}: ${count - 1} more requests refused in the last minute`,
      );
    },
  });
}
