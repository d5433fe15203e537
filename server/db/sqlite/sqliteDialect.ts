import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { SqliteFile } from './sqliteFile';

/**
 * Kysely's SQLite dialect over a SqliteFile: reads outside transactions on the reader, writes
 * and transactions on the writer. Kysely's own SQLite driver runs everything, reads included,
 * one at a time on one connection, so a transaction or a wait for a lock held every read up.
 */
export class SqliteFileDialect implements Dialect {
  readonly #file: SqliteFile;

  constructor(file: SqliteFile) {
    this.#file = file;
  }

  createDriver(): Driver {
    return new SqliteFileDriver(this.#file);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class SqliteFileDriver implements Driver {
  readonly #file: SqliteFile;

  constructor(file: SqliteFile) {
    this.#file = file;
  }

  async init(): Promise<void> {}

  /** No connection is held yet: a query takes what it needs when it runs. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new FileConnection(this.#file);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as FileConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as FileConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as FileConnection).rollback();
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${identifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${identifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${identifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as FileConnection).release();
  }

  async destroy(): Promise<void> {
    this.#file.close();
  }
}

/** One use of the file by Kysely: a single query, or a transaction from begin to release. */
class FileConnection implements DatabaseConnection {
  readonly #file: SqliteFile;
  #inTransaction = false;

  constructor(file: SqliteFile) {
    this.#file = file;
  }

  async begin(): Promise<void> {
    await this.#file.begin();
    this.#inTransaction = true;
  }

  commit(): void {
    this.#file.commit();
  }

  rollback(): void {
    this.#file.rollback();
  }

  release(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    this.#file.endTransaction();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = this.#inTransaction
      ? this.#file.executeInTransaction(query.sql, query.parameters)
      : await this.#file.execute(query.sql, query.parameters);
    return result as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const rows = this.#inTransaction
      ? this.#file.streamInTransaction(query.sql, query.parameters)
      : this.#file.stream(query.sql, query.parameters);
    for await (const row of rows) yield { rows: [row as R] };
  }
}

function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
