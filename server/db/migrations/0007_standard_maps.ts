import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The standard-map library (DESIGN §4): maps, their dated editions (the last few kept), the PDF
 * files of each edition (a drawn map has a tabloid and a letter page), the drawings of the
 * generated set as jobs, and the server's own secrets (the key that signs links to unpublished
 * maps, shared by every instance on one database). Times are ISO-8601 UTC text, dates
 * `YYYY-MM-DD`, flags 0/1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('standard_maps')
    .addColumn('id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('district', 'integer')
    .addColumn('county_fips', 'text')
    .addColumn('county_name', 'text')
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('published', 'integer', (column) => column.notNull())
    .addColumn('current_edition_id', 'text')
    .addColumn('edition_date', 'text')
    .addColumn('sort_title', 'text', (column) => column.notNull())
    .addColumn('search', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('standard_maps_category')
    .on('standard_maps')
    .columns(['category', 'published'])
    .execute();

  await db.schema
    .createTable('standard_map_editions')
    .addColumn('id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('map_id', 'text', (column) =>
      column.notNull().references('standard_maps.id').onDelete('cascade'),
    )
    .addColumn('edition_date', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('thumbnail_bytes', 'integer', (column) => column.notNull())
    .addColumn('preview_bytes', 'integer', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('standard_map_editions_map')
    .on('standard_map_editions')
    .columns(['map_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('standard_map_files')
    .addColumn('edition_id', 'text', (column) =>
      column.notNull().references('standard_map_editions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('size_name', 'text', (column) => column.notNull())
    .addColumn('width_pt', 'real', (column) => column.notNull())
    .addColumn('height_pt', 'real', (column) => column.notNull())
    .addColumn('pages', 'integer', (column) => column.notNull())
    .addColumn('bytes', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('standard_map_files_pk', ['edition_id', 'position'])
    .execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('standard_map_jobs')
    .addColumn('id', 'integer', (column) =>
      postgres
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('trigger', 'text', (column) => column.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('done', 'integer', (column) => column.notNull())
    .addColumn('failed', 'integer', (column) => column.notNull())
    .addColumn('current_title', 'text')
    .addColumn('error', 'text')
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addColumn('heartbeat_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // At most one running drawing, whichever process (server instance or CLI) started it.
  await db.schema
    .createIndex('standard_map_jobs_one_running')
    .on('standard_map_jobs')
    .column('status')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey().notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('standard_map_jobs').execute();
  await db.schema.dropTable('standard_map_files').execute();
  await db.schema.dropTable('standard_map_editions').execute();
  await db.schema.dropTable('standard_maps').execute();
}
