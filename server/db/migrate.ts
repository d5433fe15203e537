import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/registry';

/**
 * Brings the database to the latest schema. Kysely takes a lock (a table lock on PostgreSQL), so
 * several instances starting together migrate once. Throws when a migration fails.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const migrator = await createMigrator(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${describe(error)}`, { cause: error });
  }
  return results;
}

/** Kysely's migrator over TIMS's migrations, its own tables beside TIMS's (`migrationSchema`). */
export async function createMigrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(await migrationSchema(db)),
  });
}

/**
 * On PostgreSQL, the schema TIMS's tables are in (the first of the search path). Without it,
 * Kysely takes a migration table in *any* schema of the database for this one's, so a second
 * TIMS database in another schema (or a test's) skipped creating its own and then failed with
 * `relation "kysely_migration_lock" does not exist`.
 */
async function migrationSchema<DB>(db: Kysely<DB>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
