/**
 * Child process of writeLockHolder.ts: opens the SQLite file named by argv[2] as a second
 * program would, takes the write lock with one uncommitted page view, and waits for 'commit' or
 * 'rollback' from its parent.
 */
import BetterSqlite3 from 'better-sqlite3';

const sqlite = new BetterSqlite3(process.argv[2]!);
sqlite.pragma('busy_timeout = 5000');
sqlite.exec('BEGIN IMMEDIATE');
sqlite
  .prepare(
    `insert into page_views (day, page, path, language, count) values ('2000-01-01', '', '/held', 'en', 1)`,
  )
  .run();
process.send!('locked');
process.on('message', (command) => {
  sqlite.exec(command === 'commit' ? 'COMMIT' : 'ROLLBACK');
  sqlite.close();
  process.send!('released');
});
process.on('disconnect', () => process.exit(0));
