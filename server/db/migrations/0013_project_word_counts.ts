import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: how many projects hold each indexed word (`project_word_counts`), kept exact by a
 * trigger on `project_search` (every insert, change and delete of a project's words, whoever
 * makes it). A word search stops counting its matches at 10,000 (SEARCH_COUNT_CAP); counting a
 * common word's first 10,001 matches cost PostgreSQL a visit to a heap page for each (GIN has no
 * index-only count), tens of milliseconds on a million projects. A one-word search matches at
 * least as many projects as the commonest word it starts, so when that word alone is in more
 * projects than the cap, the answer "more than 10,000" is read from one row here instead
 * (textIndex.ts). The same answer counting gives, by construction; SQLite's FTS5 counts row ids
 * from its index alone and needs none of this.
 *
 * `word` sorts byte by byte (`collate "C"`), so the words a term starts are one range of the
 * primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create table project_word_counts (
      word text collate "C" primary key,
      projects integer not null check (projects >= 0)
    )`.execute(db);
  await sql`
    create function project_word_counts_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update project_word_counts as counts set projects = counts.projects - 1
          from unnest(tsvector_to_array(old.words)) as gone (word)
          where counts.word = gone.word
            and (tg_op = 'DELETE' or not (gone.word = any (tsvector_to_array(new.words))));
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into project_word_counts (word, projects)
          select came.word, 1 from unnest(tsvector_to_array(new.words)) as came (word)
          where tg_op = 'INSERT' or not (came.word = any (tsvector_to_array(old.words)))
          on conflict (word) do update set projects = project_word_counts.projects + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger project_word_counts_sync after insert or update of words or delete
      on project_search for each row execute function project_word_counts_sync()`.execute(db);
  // Emptied with the words (a truncate fires no row trigger).
  await sql`
    create function project_word_counts_clear() returns trigger language plpgsql as $$
    begin
      truncate project_word_counts;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger project_word_counts_clear after truncate on project_search
      for each statement execute function project_word_counts_clear()`.execute(db);
  await sql`
    insert into project_word_counts (word, projects)
      select word, count(*) from project_search, unnest(tsvector_to_array(words)) as w (word)
      group by word`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger project_word_counts_clear on project_search`.execute(db);
  await sql`drop function project_word_counts_clear()`.execute(db);
  await sql`drop trigger project_word_counts_sync on project_search`.execute(db);
  await sql`drop function project_word_counts_sync()`.execute(db);
  await sql`drop table project_word_counts`.execute(db);
}
