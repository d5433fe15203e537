import { sql } from 'kysely';
import { createDatabase } from '../../db/createDatabase';
import type { TestApp } from '../helper';
import { createPortalApp } from './portalHelper';

/**
 * A server with the local portal on every database at hand: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL names a server. On PostgreSQL the app works in a schema of its own, which
 * `close()` drops, so runs never see each other's rows.
 */
export interface PortalTarget {
  name: string;
  create(): Promise<TestApp>;
}

const sqlite: PortalTarget = { name: 'SQLite', create: () => createPortalApp() };

function postgres(url: string): PortalTarget {
  return {
    name: 'PostgreSQL',
    async create() {
      const admin = createDatabase({ dialect: 'postgres', connectionString: url });
      const schema = `tims_portal_${process.pid}_${Date.now()}`;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const inSchema = new URL(url);
      inSchema.searchParams.set('options', `-c search_path=${schema}`);
      const server = await createPortalApp({ env: { DATABASE_URL: inSchema.toString() } });
      return {
        ...server,
        async close() {
          await server.close();
          await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
          await admin.destroy();
        },
      };
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
export const portalTargets: PortalTarget[] = [
  sqlite,
  ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : []),
];
