import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Word search on a million projects through a full-text index instead of a scan of `search`.
 *
 * Both engines index the same text, made in JavaScript (repositories/projects/searchText.ts):
 * `search` is rewritten as the project's words (accent-free, lower case, single spaces, the
 * parts of `US-23` also run together as `us23`), and the new `search_title` holds those of the
 * PID, name and routes alone, which rank first. Neither engine's own tokenizer then has anything
 * to decide, so a query finds the same projects on both.
 *
 * - SQLite: an FTS5 table `project_text` (title, words) without a copy of the text
 *   (`content=''`), its rowid the PID as a number (PIDs are six digits, and a rowid of the
 *   projects table itself may change on VACUUM), with prefix indexes for short prefixes, and
 *   kept in step by triggers on `projects`: every write, whoever makes it, updates it.
 * - PostgreSQL: GIN indexes on `to_tsvector('simple', …)` of both columns, which PostgreSQL
 *   keeps in step itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('projects')
    .addColumn('search_title', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await rewriteSearchText(db);

  if (postgres) {
    await sql`create index projects_words on projects using gin (to_tsvector('simple', search))`.execute(
      db,
    );
    await sql`create index projects_title_words on projects using gin (to_tsvector('simple', search_title))`.execute(
      db,
    );
    return;
  }

  await sql`
    create virtual table project_text using fts5(
      title, words,
      tokenize = 'unicode61 remove_diacritics 0',
      prefix = '1 2 3 4',
      content = '', contentless_delete = 1, detail = column
    )`.execute(db);
  await sql`
    create trigger projects_text_insert after insert on projects begin
      insert into project_text (rowid, title, words)
        values (cast(new.pid as integer), new.search_title, new.search);
    end`.execute(db);
  await sql`
    create trigger projects_text_delete after delete on projects begin
      delete from project_text where rowid = cast(old.pid as integer);
    end`.execute(db);
  await sql`
    create trigger projects_text_update after update of pid, search, search_title on projects begin
      delete from project_text where rowid = cast(old.pid as integer);
      insert into project_text (rowid, title, words)
        values (cast(new.pid as integer), new.search_title, new.search);
    end`.execute(db);
  await sql`
    insert into project_text (rowid, title, words)
      select cast(pid as integer), search_title, search from projects`.execute(db);
  await sql`insert into project_text (project_text) values ('optimize')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop index projects_title_words`.execute(db);
    await sql`drop index projects_words`.execute(db);
  } else {
    for (const trigger of [
      'projects_text_update',
      'projects_text_delete',
      'projects_text_insert',
    ]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table project_text`.execute(db);
  }
  await db.schema.alterTable('projects').dropColumn('search_title').execute();
}

/** Rows rewritten per statement batch. */
const BATCH = 2000;

/**
 * Rewrites `search` and fills `search_title` of the projects already stored, a batch at a time
 * in PID order. The words are made as on this migration's day (a copy of searchText.ts's rule,
 * as a migration never depends on code that may change after it).
 */
async function rewriteSearchText(db: Kysely<unknown>): Promise<void> {
  interface Row {
    pid: string;
    name: string;
    description: string;
    routes: string;
  }
  let last = '';
  for (;;) {
    const { rows } = await sql<Row>`
      select pid, name, description, routes from projects
      where pid > ${last} order by pid limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const title = words([row.pid, row.name, ...(JSON.parse(row.routes) as string[])].join(' '));
      const search = [...title, ...words(row.description)].join(' ');
      await sql`update projects set search = ${search}, search_title = ${title.join(' ')}
        where pid = ${row.pid}`.execute(db);
    }
    last = rows[rows.length - 1]!.pid;
  }
}

function words(text: string): string[] {
  const result: string[] = [];
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  for (const chunk of folded.split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    result.push(...parts);
    for (let start = Math.max(0, parts.length - 6); start < parts.length - 1; start++) {
      result.push(parts.slice(start).join(''));
    }
  }
  return result;
}
