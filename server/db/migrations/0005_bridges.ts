import type { Kysely } from 'kysely';

/**
 * Bridges (DESIGN §4 demo data, the map's staff-only layer): the structure, where it is, what it
 * carries and crosses, when it was built, and its inspection ratings (0–9, National Bridge
 * Inventory style) with the condition they make.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bridges')
    .addColumn('structure_number', 'text', (column) => column.primaryKey().notNull())
    .addColumn('county_fips', 'text', (column) => column.notNull())
    .addColumn('county_name', 'text', (column) => column.notNull())
    .addColumn('district', 'integer', (column) => column.notNull())
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('feature_crossed', 'text', (column) => column.notNull())
    .addColumn('year_built', 'integer', (column) => column.notNull())
    .addColumn('deck_rating', 'integer', (column) => column.notNull())
    .addColumn('superstructure_rating', 'integer', (column) => column.notNull())
    .addColumn('substructure_rating', 'integer', (column) => column.notNull())
    .addColumn('condition', 'text', (column) => column.notNull())
    .addColumn('x', 'double precision', (column) => column.notNull())
    .addColumn('y', 'double precision', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('bridges_xy').on('bridges').columns(['x', 'y']).execute();
  await db.schema
    .createIndex('bridges_condition')
    .on('bridges')
    .columns(['condition', 'structure_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bridges').execute();
}
