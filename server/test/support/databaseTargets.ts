import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../../config/config';
import { createDatabase, type Db } from '../../db/createDatabase';

/**
 * The database layer on every dialect at hand: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL names a server (CI sets it). Each run works in a schema of its own, which it
 * drops at the end, so runs never see each other's rows.
 */
export interface Target {
  name: string;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

const sqlite: Target = {
  name: 'SQLite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'tims-db-'));
    const db = createDatabase({ dialect: 'sqlite', file: join(dir, 'tims.db') });
    return {
      db,
      async close() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string): Target {
  return {
    name: 'PostgreSQL',
    async open() {
      const admin = createDatabase({ dialect: 'postgres', connectionString: url });
      try {
        await sql`select 1`.execute(admin);
      } catch (error) {
        await admin.destroy();
        // Set but unreachable is a broken CI setup, not a reason to skip the suite.
        const host = new URL(url).host;
        throw new Error(`TEST_DATABASE_URL is set but PostgreSQL at ${host} cannot be reached`, {
          cause: error,
        });
      }
      const schema = `tims_test_${process.pid}_${Date.now()}`;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const db = createDatabase(inSchema(url, schema));
      return {
        db,
        async close() {
          await db.destroy();
          await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
          await admin.destroy();
        },
      };
    },
  };
}

/** The same server, with every unqualified name (tables, Kysely's migration tables) in `schema`. */
function inSchema(url: string, schema: string): DatabaseConfig {
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  return { dialect: 'postgres', connectionString: withPath.toString() };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
export const targets: Target[] = [sqlite, ...(testDatabaseUrl ? [postgres(testDatabaseUrl)] : [])];
