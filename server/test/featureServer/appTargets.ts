import { sql } from 'kysely';
import { createDatabase } from '../../db/createDatabase';
import { createTestApp, type TestApp } from '../helper';

/**
 * A whole test server on every dialect at hand: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * names a server — there in a schema of its own, dropped when the server closes.
 */
export interface AppTarget {
  name: string;
  open(): Promise<TestApp>;
}

const sqlite: AppTarget = { name: 'SQLite', open: () => createTestApp() };

function postgres(url: string): AppTarget {
  return {
    name: 'PostgreSQL',
    async open() {
      const admin = createDatabase({ dialect: 'postgres', connectionString: url });
      const schema = `tims_test_${process.pid}_${Date.now()}`;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const inSchema = new URL(url);
      inSchema.searchParams.set('options', `-c search_path=${schema}`);
      const server = await createTestApp({ env: { DATABASE_URL: inSchema.toString() } });
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
export const appTargets: AppTarget[] = [
  sqlite,
  ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : []),
];
