import type BetterSqlite3 from 'better-sqlite3';

/** Distinct SQL texts kept prepared: every query shape TIMS runs, with room to spare. */
const CACHE_SIZE = 500;

/**
 * Prepared statements of one SQLite connection, kept and reused. Kysely prepares the SQL of
 * every query afresh, and parsing and planning it cost as much as running a PID lookup; a
 * statement is reused when the same SQL comes again (the least recently used is dropped past
 * CACHE_SIZE). A statement still iterating a stream is busy, so another is made.
 */
export function statementCache(
  sqlite: BetterSqlite3.Database,
): (sql: string) => BetterSqlite3.Statement {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return (sql) => {
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
  };
}
