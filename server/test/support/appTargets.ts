import { sql } from 'kysely';
import { createDatabase } from '../../db/createDatabase';
import type { TestApp, TestAppOptions } from '../helper';

/**
 * A whole test server on every dialect at hand: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * names a server — there in a schema of its own, dropped when the server closes, so runs never
 * see each other's rows.
 */
export interface AppTarget {
  name: string;
  open(): Promise<TestApp>;
}

type CreateApp = (options?: TestAppOptions) => Promise<TestApp>;

function postgres(url: string, createApp: CreateApp, schemaPrefix: string): AppTarget {
  return {
    name: 'PostgreSQL',
    async open() {
      const admin = createDatabase({ dialect: 'postgres', connectionString: url });
      const schema = `${schemaPrefix}_${process.pid}_${Date.now()}`;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const inSchema = new URL(url);
      inSchema.searchParams.set('options', `-c search_path=${schema}`);
      const server = await createApp({ env: { DATABASE_URL: inSchema.toString() } });
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

/** The targets of servers made by `createApp`; PostgreSQL schemas are named `<schemaPrefix>_…`. */
export function appTargetsOf(createApp: CreateApp, schemaPrefix: string): AppTarget[] {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
  return [
    { name: 'SQLite', open: () => createApp() },
    ...(testDatabaseUrl ? [postgres(testDatabaseUrl, createApp, schemaPrefix)] : []),
  ];
}
