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
 * - SQLite: two FTS5 tables, `project_words` and `project_title_words`, without a copy of the
 *   text (`content=''`) or word positions (`detail=none`: no query needs them, and counting
 *   the matches of a common word reads half as much), their rowid the PID as a number (PIDs
 *   are six digits, and a rowid of the projects table itself may change on VACUUM), with
 *   prefix indexes for prefixes of up to three letters, kept in step by triggers on `projects`:
 *   every write, whoever makes it, updates them. `project_vocabulary` lists the words of
 *   letters alone, so that a longer prefix is searched as the few words it starts (FTS5 reads
 *   a long prefix of a common word by merging whole lists first: 60 ms for `resurfacing*` on a
 *   million projects, against 0.03 ms for the word itself).
 * - PostgreSQL: `project_search`, the two texts as `tsvector`s (parser `simple`: no stemming,
 *   no stop words) with a GIN index each, kept in step by a trigger on `projects`. A narrow
 *   table of its own rather than indexes on expressions: checking a row or counting the
 *   matches then reads a stored vector instead of parsing the text again, in a table a tenth
 *   of the size of `projects`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('projects')
    .addColumn('search_title', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await rewriteSearchText(db);

  if (postgres) {
    await sql`
      create table project_search (
        pid text primary key references projects (pid) on delete cascade,
        words tsvector not null,
        title tsvector not null
      )`.execute(db);
    await sql`create index project_search_words on project_search using gin (words)`.execute(db);
    await sql`create index project_search_title on project_search using gin (title)`.execute(db);
    await sql`
      create function project_search_sync() returns trigger language plpgsql as $$
      begin
        insert into project_search (pid, words, title)
          values (new.pid, strip(to_tsvector('simple', new.search)), strip(to_tsvector('simple', new.search_title)))
          on conflict (pid) do update set words = excluded.words, title = excluded.title;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger projects_search_sync after insert or update of search, search_title
        on projects for each row execute function project_search_sync()`.execute(db);
    await sql`
      insert into project_search (pid, words, title)
        select pid, strip(to_tsvector('simple', search)), strip(to_tsvector('simple', search_title))
        from projects`.execute(db);
    return;
  }

  for (const [table, column] of SQLITE_INDEXES) {
    await sql`
      create virtual table ${sql.id(table)} using fts5(
        words,
        tokenize = 'unicode61 remove_diacritics 0',
        prefix = '1 2 3',
        content = '', contentless_delete = 1, detail = none
      )`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_insert`)} after insert on projects begin
        insert into ${sql.id(table)} (rowid, words)
          values (cast(new.pid as integer), new.${sql.id(column)});
      end`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_delete`)} after delete on projects begin
        delete from ${sql.id(table)} where rowid = cast(old.pid as integer);
      end`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_update`)}
        after update of pid, ${sql.id(column)} on projects begin
        delete from ${sql.id(table)} where rowid = cast(old.pid as integer);
        insert into ${sql.id(table)} (rowid, words)
          values (cast(new.pid as integer), new.${sql.id(column)});
      end`.execute(db);
    await sql`
      insert into ${sql.id(table)} (rowid, words)
        select cast(pid as integer), ${sql.id(column)} from projects`.execute(db);
    await sql`insert into ${sql.id(table)} (${sql.id(table)}) values ('optimize')`.execute(db);
  }
  // Every word of letters alone (no digit) ever indexed, for long prefixes (textIndex.ts). Words
  // that no project holds any more stay: they only make a query a little longer.
  await sql`create table project_vocabulary (word text primary key) without rowid`.execute(db);
  const newWords = (search: string) => sql`
    insert or ignore into project_vocabulary (word)
      select value from json_each('["' || replace(${sql.raw(search)}, ' ', '","') || '"]')
      where value <> '' and value not glob '*[0-9]*'`;
  await sql`
    create trigger project_vocabulary_insert after insert on projects begin
      ${newWords('new.search')};
    end`.execute(db);
  await sql`
    create trigger project_vocabulary_update after update of search on projects begin
      ${newWords('new.search')};
    end`.execute(db);
  await sql`
    insert or ignore into project_vocabulary (word)
      select words.value from projects,
        json_each('["' || replace(projects.search, ' ', '","') || '"]') as words
      where words.value <> '' and words.value not glob '*[0-9]*'`.execute(db);
}

/** SQLite: one full-text table per indexed column (`detail=none`: row ids only, no positions). */
const SQLITE_INDEXES = [
  ['project_words', 'search'],
  ['project_title_words', 'search_title'],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger projects_search_sync on projects`.execute(db);
    await sql`drop function project_search_sync()`.execute(db);
    await sql`drop table project_search`.execute(db);
  } else {
    await sql`drop trigger project_vocabulary_update`.execute(db);
    await sql`drop trigger project_vocabulary_insert`.execute(db);
    await sql`drop table project_vocabulary`.execute(db);
    for (const [table] of SQLITE_INDEXES) {
      for (const event of ['update', 'delete', 'insert']) {
        await sql`drop trigger ${sql.id(`${table}_${event}`)}`.execute(db);
      }
      await sql`drop table ${sql.id(table)}`.execute(db);
    }
  }
  await db.schema.alterTable('projects').dropColumn('search_title').execute();
}

/** Rows rewritten per statement: 3 parameters each, far below both engines' limits. */
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
    const values = rows.map((row) => {
      const title = words([row.pid, row.name, ...(JSON.parse(row.routes) as string[])].join(' '));
      const search = [...title, ...words(row.description)].join(' ');
      return sql`(${row.pid}, ${search}, ${title.join(' ')})`;
    });
    // One statement per batch (a statement per row took minutes on a million projects).
    await sql`
      with batch (pid, search, title) as (values ${sql.join(values)})
      update projects set search = batch.search, search_title = batch.title
      from batch where projects.pid = batch.pid`.execute(db);
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
