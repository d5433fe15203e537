import type { Kysely } from 'kysely';

/**
 * The local portal's users keep the interface language they chose (`culture` of the PortalUser
 * JSON, set by community/users/{username}/update). NULL: never chosen — the JSON then says
 * `null`, and clients fall back to the portal's culture or their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portal_users').addColumn('culture', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portal_users').dropColumn('culture').execute();
}
