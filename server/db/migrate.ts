import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/registry';

/**
 * Brings the database to the latest schema. Kysely takes a lock (a table lock on PostgreSQL), so
 * several instances starting together migrate once. Throws when a migration fails.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${describe(error)}`, { cause: error });
  }
  return results;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
