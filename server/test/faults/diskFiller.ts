import { sql } from 'kysely';
import type { TestApp } from '../helper';

/**
 * Makes the test server's database behave as on a full disk, and back. SQLite: the writer may
 * use no more pages than it has (`PRAGMA max_page_count`), so a write needing one more fails
 * with SQLITE_FULL as on a full disk (and is rolled back by SQLite itself, as there).
 * PostgreSQL: triggers raise the error PostgreSQL raises when it cannot extend a file
 * (SQLSTATE 53100 disk_full) on the page views and on the projects' funding rows.
 */
export interface DiskFiller {
  /** What the log must name: SQLite's or PostgreSQL's own words. */
  cause: RegExp;
  fill(): Promise<void>;
  free(): Promise<void>;
}

const FULL_TABLES = ['page_views', 'project_funding'] as const;

export function diskFiller(server: TestApp): DiskFiller {
  const db = server.app.db;
  if (server.config.database.dialect === 'sqlite') {
    return {
      cause: /^SQLITE_FULL: database or disk is full$/,
      async fill() {
        const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
        await sql.raw(`pragma max_page_count = ${pages.rows[0]!.page_count}`).execute(db);
      },
      async free() {
        await sql.raw('pragma max_page_count = 1073741823').execute(db);
      },
    };
  }
  return {
    cause: /^53100: could not extend file .*: No space left on device$/,
    async fill() {
      await sql`
        create function disk_is_full() returns trigger language plpgsql as $$
        begin
          raise exception 'could not extend file "base/16384/16385": No space left on device'
            using errcode = 'disk_full', hint = 'Check free disk space.';
        end $$`.execute(db);
      for (const table of FULL_TABLES) {
        await sql`create trigger disk_is_full before insert or update on ${sql.table(table)}
          for each row execute function disk_is_full()`.execute(db);
      }
    },
    async free() {
      for (const table of FULL_TABLES) {
        await sql`drop trigger disk_is_full on ${sql.table(table)}`.execute(db);
      }
    },
  };
}
