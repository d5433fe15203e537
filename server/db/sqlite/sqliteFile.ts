import BetterSqlite3 from 'better-sqlite3';
import { statementCache } from '../statementCache';
import { BUSY_WAIT_MS, whileBusy } from './whileBusy';
import { WriterLock } from './writerLock';

/** The most of the SQLite file mapped into memory (address space, not memory used). */
const MMAP_BYTES = 1024 ** 3;
const CACHE_KIB = 64 * 1024;
/** Opening waits this long for another program's lock: once, at start, never on a request. */
const OPEN_BUSY_TIMEOUT_MS = 5_000;

interface Connection {
  sqlite: BetterSqlite3.Database;
  prepare(sql: string): BetterSqlite3.Statement;
}

export interface StatementResult {
  rows: unknown[];
  numAffectedRows?: bigint;
  insertId?: bigint;
}

/**
 * The embedded database file, opened twice: a writer, taken by one write or transaction at a
 * time (WriterLock), and a reader for every query outside a transaction. In WAL mode the
 * reader sees each committed write and never waits for a writer, ours or another program's.
 * Neither connection sleeps on a lock (busy_timeout 0): a write that meets another program's
 * lock is retried asynchronously for BUSY_WAIT_MS, then fails with SQLITE_BUSY
 * (→ 503 database-busy). A `:memory:` database is one connection, so reads take the writer too.
 */
export class SqliteFile {
  readonly path: string;
  readonly #writer: Connection;
  readonly #reader: Connection | undefined;
  readonly #lock = new WriterLock();

  constructor(path: string) {
    this.path = path;
    this.#writer = open(path, 'writer');
    this.#reader = path === ':memory:' ? undefined : open(path, 'reader');
  }

  /** One statement outside a transaction: a read on the reader, a write with the writer. */
  async execute(sql: string, parameters: readonly unknown[]): Promise<StatementResult> {
    const deadline = performance.now() + BUSY_WAIT_MS;
    if (this.#reader) {
      const statement = this.#reader.prepare(sql);
      if (isPlainRead(statement, sql)) return whileBusy(() => run(statement, parameters), deadline);
    }
    await this.#lock.acquire();
    try {
      return await whileBusy(() => run(this.#writer.prepare(sql), parameters), deadline);
    } finally {
      this.#lock.release();
    }
  }

  /**
   * Takes the writer and begins an IMMEDIATE transaction: another program's lock is met here,
   * before any work is done, never halfway through. Every `begin` that resolves must be
   * followed by `endTransaction`.
   */
  async begin(): Promise<void> {
    const deadline = performance.now() + BUSY_WAIT_MS;
    await this.#lock.acquire();
    try {
      await whileBusy(() => this.#writer.sqlite.exec('BEGIN IMMEDIATE'), deadline);
    } catch (error) {
      this.#lock.release();
      throw error;
    }
  }

  /** A statement of the transaction `begin` opened. */
  executeInTransaction(sql: string, parameters: readonly unknown[]): StatementResult {
    return run(this.#writer.prepare(sql), parameters);
  }

  commit(): void {
    this.#writer.sqlite.exec('COMMIT');
  }

  /**
   * Rolls back what is left of the transaction. SQLite has already rolled it back itself after
   * some errors (SQLITE_FULL, SQLITE_IOERR); a second ROLLBACK would then fail with "cannot
   * rollback - no transaction is active" and hide the real cause.
   */
  rollback(): void {
    if (this.#writer.sqlite.inTransaction) this.#writer.sqlite.exec('ROLLBACK');
  }

  /** Gives the writer to the next in line; rolls back first if the transaction is still open. */
  endTransaction(): void {
    try {
      this.rollback();
    } finally {
      this.#lock.release();
    }
  }

  /**
   * Rows of a read one at a time, on a connection of its own (another statement cannot run on
   * a connection while it iterates, and the reader must not keep one snapshot open).
   */
  async *stream(sql: string, parameters: readonly unknown[]): AsyncGenerator<unknown> {
    if (!this.#reader) {
      await this.#lock.acquire();
      try {
        yield* this.#writer.sqlite.prepare(sql).iterate(parameters);
      } finally {
        this.#lock.release();
      }
      return;
    }
    const connection = open(this.path, 'reader');
    try {
      yield* connection.sqlite.prepare(sql).iterate(parameters);
    } finally {
      connection.sqlite.close();
    }
  }

  /** The rows of a stream inside the transaction `begin` opened. */
  *streamInTransaction(sql: string, parameters: readonly unknown[]): Generator<unknown> {
    yield* this.#writer.sqlite.prepare(sql).iterate(parameters);
  }

  close(): void {
    this.#reader?.sqlite.close();
    this.#writer.sqlite.close();
  }
}

function open(path: string, role: 'writer' | 'reader'): Connection {
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  if (role === 'writer') {
    // WAL lets readers proceed while one writer writes; NORMAL sync is safe under WAL and much
    // faster. The mode is kept in the file, so the reader opened next uses it too.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
  } else {
    sqlite.pragma('query_only = ON');
  }
  // Reads through a memory map and a 64 MiB page cache instead of a read() per page: a lookup
  // in a million projects then costs microseconds, not a system call per page touched.
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  sqlite.pragma(`cache_size = -${CACHE_KIB}`);
  // Sorts, groupings and materialised subqueries in memory, not in a temporary file.
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('busy_timeout = 0');
  return { sqlite, prepare: statementCache(sqlite) };
}

/**
 * A statement that only reads and returns rows. PRAGMAs count as writes whatever they do: one
 * that sets something must set it on the writer, where it matters.
 */
function isPlainRead(statement: BetterSqlite3.Statement, sql: string): boolean {
  return statement.reader && statement.readonly && !/^\s*pragma\b/i.test(sql);
}

/** As Kysely's own SQLite driver runs a statement. */
function run(statement: BetterSqlite3.Statement, parameters: readonly unknown[]): StatementResult {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}
