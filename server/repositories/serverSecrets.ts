import { randomBytes } from 'node:crypto';
import type { Db } from '../db/createDatabase';

/**
 * A random key the server keeps under `name`, made on first use. Every instance on the database
 * reads the same one: whichever inserts first wins, the others read what it wrote.
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  const read = () =>
    db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_secrets')
      .values({ name, value: randomBytes(32).toString('base64') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`The server secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}
