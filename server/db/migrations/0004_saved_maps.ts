import type { Kysely } from 'kysely';

/**
 * Saved maps (DESIGN §4): what a signed-in user saved of the map — basemap, layers, extent —
 * with its sharing. Layers and extent are JSON text: they are read and written whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_maps')
    .addColumn('sid', 'text', (column) => column.primaryKey().notNull())
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('basemap', 'text', (column) => column.notNull())
    .addColumn('layers', 'text', (column) => column.notNull())
    .addColumn('extent', 'text', (column) => column.notNull())
    .addColumn('sharing', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('saved_maps_owner')
    .on('saved_maps')
    .columns(['owner', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('saved_maps_sharing')
    .on('saved_maps')
    .columns(['sharing', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_maps').execute();
}
