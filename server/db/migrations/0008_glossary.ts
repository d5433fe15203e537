import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The data glossary's own words (DESIGN §4 Dataset): what each dataset is, who keeps it and how
 * often, what each field means, the terms a DOT uses, and who changed any of it. Datasets are
 * keyed by a key that outlives portal item ids (`tims:Projects/0` for TIMS's layers,
 * `portal:{itemId}/{layer}` for the portal's), so changing portals keeps the text. Times are
 * ISO-8601 UTC text; `uses` and `changes` JSON text. `updated_by` is null on a default row the
 * server seeded, an administrator's username once edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('glossary_datasets')
    .addColumn('dataset_key', 'text', (column) => column.primaryKey().notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('steward', 'text', (column) => column.notNull())
    .addColumn('contact_name', 'text', (column) => column.notNull())
    .addColumn('contact_email', 'text', (column) => column.notNull())
    .addColumn('update_frequency', 'text', (column) => column.notNull())
    .addColumn('licence', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('glossary_fields')
    .addColumn('dataset_key', 'text', (column) => column.notNull())
    .addColumn('field', 'text', (column) => column.notNull())
    .addColumn('definition', 'text', (column) => column.notNull())
    .addColumn('units', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('glossary_fields_pk', ['dataset_key', 'field'])
    .execute();

  await db.schema
    .createTable('glossary_terms')
    .addColumn('id', 'text', (column) => column.primaryKey().notNull())
    .addColumn('term', 'text', (column) => column.notNull())
    .addColumn('abbreviation', 'text')
    .addColumn('definition', 'text', (column) => column.notNull())
    .addColumn('uses', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('glossary_audit')
    .addColumn('id', 'integer', (column) =>
      postgres
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('glossary_audit_target')
    .on('glossary_audit')
    .columns(['target', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('glossary_audit').execute();
  await db.schema.dropTable('glossary_terms').execute();
  await db.schema.dropTable('glossary_fields').execute();
  await db.schema.dropTable('glossary_datasets').execute();
}
