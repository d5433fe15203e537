import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config/config';
import { withDatabaseFaults } from './faultTranslatingDialect';
import { CurrentSchemaPostgresDialect } from './postgres/currentSchemaIntrospector';
import type { Database } from './schema';
import { SqliteFileDialect } from './sqlite/sqliteDialect';
import { SqliteFile } from './sqlite/sqliteFile';

export type Db = Kysely<Database>;

export interface DatabaseLogger {
  error(details: object, message: string): void;
}

/**
 * A Kysely instance over the embedded SQLite file or a PostgreSQL pool. Everything above this
 * function is dialect-neutral; `destroy()` closes the file or the pool. A failure that is the
 * database's state rather than a bug (busy, disk full, unreachable) is thrown as a
 * DatabaseFault (databaseFaults.ts), which the API answers with a 503 or 507.
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
    // A client losing its connection (a restart, a terminated backend) emits 'error'; with no
    // listener that would crash the process. The pool listens to its idle clients itself, not
    // to the ones in use: one between two queries of a transaction would go unheard. A broken
    // client fails its next query (→ 503 database-unavailable) and the pool drops it on release.
    const lost = (error: Error) =>
      log?.error({ err: error }, 'PostgreSQL connection lost; the pool will open a new one');
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    return new Kysely<Database>({
      dialect: withDatabaseFaults(new CurrentSchemaPostgresDialect({ pool })),
    });
  }

  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  // A reader and a writer on the file (server/db/sqlite/sqliteFile.ts): reads never wait for a
  // write, and no query sleeps on another program's lock.
  const file = new SqliteFile(config.file);
  return new Kysely<Database>({ dialect: withDatabaseFaults(new SqliteFileDialect(file)) });
}
