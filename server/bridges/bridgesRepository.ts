import type { Db } from '../db/createDatabase';
import type { BridgesTable } from '../db/schema';

/** Rows per statement: far below both dialects' limits on bound parameters. */
const BATCH = 500;

export interface BridgesRepository {
  isEmpty(): Promise<boolean>;
  /** Inserts bridges in one transaction: all or none. */
  insert(bridges: Iterable<BridgesTable>): Promise<number>;
}

export function bridgesRepository(db: Db): BridgesRepository {
  return {
    async isEmpty() {
      const row = await db
        .selectFrom('bridges')
        .select('structure_number')
        .limit(1)
        .executeTakeFirst();
      return row === undefined;
    },
    async insert(bridges) {
      const all = [...bridges];
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < all.length; start += BATCH) {
          await trx
            .insertInto('bridges')
            .values(all.slice(start, start + BATCH))
            .execute();
        }
      });
      return all.length;
    },
  };
}
