import type { Kysely } from 'kysely';

/** Page-view counters (DESIGN §2 Analytics): one row per day, page, path and language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    // NOT NULL everywhere: SQLite, unlike PostgreSQL, would accept NULL in a primary key column.
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_views_pkey', ['day', 'page', 'path', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute();
}
