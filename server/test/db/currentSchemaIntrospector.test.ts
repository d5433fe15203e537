import {
  Migrator,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type Kysely,
} from 'kysely';
import { createDatabase, type Db } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/registry';
import { CurrentSchemaIntrospector } from '../../db/postgres/currentSchemaIntrospector';
import { targets, type Target } from '../support/databaseTargets';

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
const postgres = targets.find((target) => target.name === 'PostgreSQL');

/** Another program's schema on the same server, made and dropped over and over meanwhile. */
async function churnOtherSchemas(admin: Db, until: () => boolean): Promise<void> {
  for (let round = 0; !until(); round += 1) {
    const schema = sql.id(`tims_churn_${process.pid}_${round}`);
    await sql`create schema ${schema}`.execute(admin);
    await sql`create table ${schema}.portal_users (id serial primary key, access text)`.execute(
      admin,
    );
    await sql`drop schema ${schema} cascade`.execute(admin);
  }
}

async function introspectWhileOthersChurn(
  introspector: DatabaseIntrospector,
  admin: Db,
  rounds: number,
) {
  let done = false;
  const churn = churnOtherSchemas(admin, () => done);
  try {
    for (let i = 0; i < rounds; i += 1) await introspector.getTables();
  } finally {
    done = true;
    await churn;
  }
}

/**
 * Kysely's migrator asks which tables exist before every run. On PostgreSQL that question is
 * answered for TIMS's own schema (the first of the search path) alone, so a schema another
 * program drops meanwhile cannot fail a start or a migration. Runs when TEST_DATABASE_URL
 * names a server.
 */
(databaseUrl && postgres ? describe : describe.skip)('introspection of the current schema', () => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let admin: Db;
  let current: string;
  const other = `tims_other_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    handle = await postgres!.open();
    await migrateToLatest(handle.db);
    admin = createDatabase({ dialect: 'postgres', connectionString: databaseUrl! });
    await sql`create schema ${sql.id(other)}`.execute(admin);
    await sql`create table ${sql.id(other)}.only_there (id int)`.execute(admin);
    await sql`create table ${sql.id(other)}.projects (id int)`.execute(admin);
    await sql`
      create table introspected (
        id serial primary key,
        name text not null,
        note text default 'none'
      )`.execute(handle.db);
    await sql`comment on column introspected.note is 'a remark'`.execute(handle.db);
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(
      handle.db,
    );
    current = rows[0]!.name;
  }, 30_000);
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(other)} cascade`.execute(admin);
    await admin?.destroy();
    await handle?.close();
  });

  const introspector = () => new CurrentSchemaIntrospector(handle.db as unknown as Kysely<unknown>);

  it('is what the database layer gives Kysely', () => {
    expect(handle.db.introspection).toBeInstanceOf(CurrentSchemaIntrospector);
  });

  it('lists the tables of the current schema only, with their columns', async () => {
    const tables = await introspector().getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['projects', 'portal_users', 'introspected']));
    expect(names).not.toContain('only_there');
    expect(names).not.toContain('kysely_migration');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([current]));
    expect(tables.find((table) => table.name === 'introspected')).toEqual({
      name: 'introspected',
      schema: current,
      isView: false,
      columns: [
        {
          name: 'id',
          dataType: 'int4',
          dataTypeSchema: 'pg_catalog',
          isNullable: false,
          hasDefaultValue: true,
          isAutoIncrementing: true,
        },
        {
          name: 'name',
          dataType: 'text',
          dataTypeSchema: 'pg_catalog',
          isNullable: false,
          hasDefaultValue: false,
          isAutoIncrementing: false,
        },
        {
          name: 'note',
          dataType: 'text',
          dataTypeSchema: 'pg_catalog',
          isNullable: true,
          hasDefaultValue: true,
          isAutoIncrementing: false,
          comment: 'a remark',
        },
      ],
    });
  });

  it("lists Kysely's own tables when asked, and the schemas of the database", async () => {
    const names = (await introspector().getTables({ withInternalKyselyTables: true })).map(
      (table) => table.name,
    );
    expect(names).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
    const schemas = (await introspector().getSchemas()).map((schema) => schema.name);
    expect(schemas).toEqual(expect.arrayContaining([current, other, 'public']));
  });

  it('answers while another schema is created and dropped beside it', async () => {
    await expect(introspectWhileOthersChurn(introspector(), admin, 40)).resolves.toBeUndefined();
    // The migrator, which asks the same question before every run, too.
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      migrationTableSchema: current,
    });
    let done = false;
    const churn = churnOtherSchemas(admin, () => done);
    try {
      for (let i = 0; i < 10; i += 1)
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      done = true;
      await churn;
    }
  }, 60_000);

  it("is needed: Kysely's own introspector of every schema fails meanwhile", async () => {
    const everySchema = new PostgresIntrospector(handle.db as unknown as Kysely<unknown>);
    await expect(introspectWhileOthersChurn(everySchema, admin, 2_000)).rejects.toThrow(
      /does not exist/,
    );
  }, 60_000);
});
