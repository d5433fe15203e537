import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Information & Support (DESIGN §4 Support request): the requests sent with the contact form
 * (an attached action log lives in `DATA_DIR/support/logs/`, named by `action_log_file`), the
 * administrators' internal notes and their replies by e-mail, and the anonymous "Was this
 * helpful?" counts of the help articles per day. Times are ISO-8601 UTC text; `search` holds the
 * lower-cased, accent-free reference, name, e-mail, subject and message the inbox searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('support_requests')
    .addColumn('reference', 'text', (column) => column.primaryKey().notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('language', 'text')
    .addColumn('page', 'text')
    .addColumn('username', 'text')
    .addColumn('action_log_file', 'text')
    .addColumn('action_log_bytes', 'integer')
    .addColumn('action_log_actions', 'integer')
    .addColumn('action_log_from', 'text')
    .addColumn('action_log_to', 'text')
    .addColumn('action_log_app_version', 'text')
    .addColumn('search', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('support_requests_status')
    .on('support_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_requests_created')
    .on('support_requests')
    .column('created_at')
    .execute();

  const serial = postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
  const request = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('support_requests.reference').onDelete('cascade');

  await db.schema
    .createTable('support_notes')
    .addColumn('id', 'integer', serial)
    .addColumn('reference', 'text', request)
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('support_notes_reference')
    .on('support_notes')
    .column('reference')
    .execute();

  await db.schema
    .createTable('support_replies')
    .addColumn('id', 'integer', serial)
    .addColumn('reference', 'text', request)
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addColumn('transport', 'text', (column) => column.notNull())
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('outbox_file', 'text')
    .execute();
  await db.schema
    .createIndex('support_replies_reference')
    .on('support_replies')
    .column('reference')
    .execute();

  await db.schema
    .createTable('support_article_feedback')
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('helpful', 'integer', (column) => column.notNull())
    .addColumn('not_helpful', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('support_article_feedback_pk', ['slug', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_article_feedback').execute();
  await db.schema.dropTable('support_replies').execute();
  await db.schema.dropTable('support_notes').execute();
  await db.schema.dropTable('support_requests').execute();
}
