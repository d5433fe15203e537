import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A number that changes whenever `projects` does, kept by the database itself (triggers), so
 * every server process — the workers of a cluster, the importer, another instance — can tell in
 * one read whether an answer it keeps (routes/projectAnswers.ts) is still the current one.
 * SQLite has no statement triggers: a row trigger adds one to it for each row written (an
 * import of a million rows pays a million small updates, about a second). PostgreSQL adds one
 * per statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects_version')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into projects_version (id, version) values (1, 0)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function projects_version_bump() returns trigger language plpgsql as $$
      begin
        update projects_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger projects_version_bump after insert or update or delete or truncate
        on projects for each statement execute function projects_version_bump()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`
      create trigger ${sql.id(`projects_version_${event}`)} after ${sql.raw(event)} on projects
      begin
        update projects_version set version = version + 1 where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger projects_version_bump on projects`.execute(db);
    await sql`drop function projects_version_bump()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`projects_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('projects_version').execute();
}
