import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../../db/createDatabase';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely database; routes go through `app.repositories` rather than using it directly. */
    db: Db;
  }
}

/** Opens the database of `app.config` and closes it when the app closes. */
export const database = fp(
  async (app) => {
    // DATA_DIR also holds uploaded files later, so it is created whatever the database is.
    mkdirSync(app.config.dataDir, { recursive: true });
    const db = createDatabase(app.config.database, app.log);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'tims-database' },
);
