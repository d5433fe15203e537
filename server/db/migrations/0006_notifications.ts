import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Notifications (DESIGN §2, §4) and their audit trail. Times are ISO-8601 UTC text (so text order
 * is time order on both dialects), `pages` and `content` JSON text, `is_global` 0/1. The audit
 * keeps one row per change: who, what, when, and the notification as it was after the change
 * (before it, for a delete). It has no foreign key: it outlives the notifications it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const generatedId = numberedByTheDatabase(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', generatedId)
    .addColumn('is_global', 'integer', (column) => column.notNull())
    .addColumn('pages', 'text', (column) => column.notNull())
    .addColumn('severity', 'text', (column) => column.notNull())
    .addColumn('title', 'text')
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_window')
    .on('notifications')
    .columns(['starts_at', 'ends_at'])
    .execute();

  await db.schema
    .createTable('notification_audit')
    .addColumn('id', 'integer', generatedId)
    .addColumn('notification_id', 'integer', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('notification', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('notification_audit_notification')
    .on('notification_audit')
    .columns(['notification_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_audit').execute();
  await db.schema.dropTable('notifications').execute();
}

/**
 * An integer key the database assigns and never reuses, so an audit row cannot come to name a
 * later notification: SQLite's AUTOINCREMENT, PostgreSQL's identity column. The dialects share no
 * syntax for it, so this one place asks which dialect it is on.
 */
function numberedByTheDatabase(
  db: Kysely<unknown>,
): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
