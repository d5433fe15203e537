import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared: every query shape TIMS runs, with room to spare. */
const CACHE_SIZE = 500;

/**
 * The SQLite file as Kysely sees it, with its prepared statements kept and reused. Kysely
 * prepares the SQL of every query afresh, and parsing and planning it cost as much as running a
 * PID lookup; a statement is reused when the same SQL comes again (the least recently used is
 * dropped past CACHE_SIZE). A statement still iterating a stream is busy, so another is made.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
