import { CompiledQuery } from 'kysely';
import type { Db } from './createDatabase';

/** Compiled once: read on every kept answer (the same SQL on both engines). */
const VERSION_QUERY = CompiledQuery.raw('select version from projects_version where id = 1');

/**
 * The projects' version (migration 0011): changed by the database on every write to
 * `projects`, whichever process makes it, so anything kept from the projects is current while
 * it is unchanged.
 */
export async function readProjectsVersion(db: Db): Promise<string> {
  const { rows } = await db.executeQuery<{ version: number | string }>(VERSION_QUERY);
  return String(rows[0]?.version ?? '');
}
