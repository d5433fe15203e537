import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config/config';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type Db = Kysely<Database>;

/** The most of the SQLite file mapped into memory (address space, not memory used). */
const MMAP_BYTES = 1024 ** 3;
const CACHE_KIB = 64 * 1024;

export interface DatabaseLogger {
  error(details: object, message: string): void;
}

/**
 * A Kysely instance over the embedded SQLite file or a PostgreSQL pool. Everything above this
 * function is dialect-neutral; `destroy()` closes the file or the pool.
 */
export function createDatabase(config: DatabaseConfig, log?: DatabaseLogger): Db {
  if (config.dialect === 'postgres') {
    const pool = new Pool({
      connectionString: config.connectionString,
      max: 10,
      // Fail a request instead of queueing it forever while the server is down or restarting.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) emits 'error' on the pool; with no
    // listener that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => log?.error({ err: error }, 'PostgreSQL idle client error'));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new BetterSqlite3(config.file);
  // WAL lets readers proceed while one writer writes; NORMAL sync is safe under WAL and much
  // faster. busy_timeout makes a second process (a CLI importer) wait rather than fail at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads through a memory map and a 64 MiB page cache instead of a read() per page: a lookup
  // in a million projects then costs microseconds, not a system call per page touched.
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  sqlite.pragma(`cache_size = -${CACHE_KIB}`);
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}
