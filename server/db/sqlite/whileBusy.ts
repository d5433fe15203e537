import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a query waits for another program's lock on the file (the importer, a backup)
 * before its request is refused with 503 `database-busy`. The wait is asynchronous: SQLite's
 * own busy_timeout would sleep on the event loop and stall every request, reads included.
 */
export const BUSY_WAIT_MS = 100;

/** The longest pause between two tries; the first pauses are 1, 2, 4 and 8 ms. */
const LONGEST_PAUSE_MS = 16;

/** SQLITE_BUSY and its extended codes (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs `attempt` (synchronous SQLite work that either completes or fails with SQLITE_BUSY
 * having changed nothing) until it succeeds, fails otherwise, or `deadline` (a
 * `performance.now()` time) has passed; it always tries at least once.
 */
export async function whileBusy<T>(attempt: () => T, deadline: number): Promise<T> {
  for (let pause = 1; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || performance.now() + pause > deadline) throw error;
    }
    await sleep(pause);
  }
}
