import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: how many projects hold a word starting with each prefix of one to four characters
 * (`project_prefix_counts`), kept exact by a trigger on `project_search` as migration 0013 keeps
 * the counts of whole words. Every term of a word search is a prefix (`sr4:*`), and a short one
 * such as a route number's starts dozens of words: `sr-4` starts 63 on a million projects
 * (`sr4`, `sr44`, `sr437`, …), none of them in 10,000 projects but together in 110,000, so
 * migration 0013's "the commonest word alone passes the cap" did not apply, and counting up to
 * the cap merged every one of those words' lists first (70–100 ms). A one-term search of four
 * characters or fewer now reads its exact total from one row (textIndex.ts). Longer prefixes
 * start few words (on the million, one prefix of five characters starts words in more than
 * 10,000 projects without one of them alone passing it), so counting them stays cheap.
 *
 * A project counts once per prefix however many of its words start with it. `prefix` sorts byte
 * by byte (`collate "C"`), as the words do. Only PostgreSQL: SQLite's FTS5 counts row ids from
 * its own prefix indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create table project_prefix_counts (
      prefix text collate "C" primary key,
      projects integer not null check (projects >= 0)
    )`.execute(db);
  // A null vector (the OLD of an insert, the NEW of a delete) has no prefixes.
  await sql`
    create function project_prefixes(words tsvector) returns setof text
    language sql immutable as $$
      select distinct left(word, k)
      from unnest(tsvector_to_array(words)) as w (word), generate_series(1, 4) as k
      where length(word) >= k
    $$`.execute(db);
  // Each project's change is written down (an append, no row of counts touched), and a
  // transaction's changes are folded into the counts once, when it commits: a row of counts
  // updated once per project would, in one import's transaction, pile up a version of the row
  // `s` for every project, each read past by the next update (5,000 projects written in 126 s
  // instead of 16). The fold is a deferred trigger: one event per row, the first to fire folds
  // every change and marks the transaction folded (a setting local to it), the others find the
  // mark; a change noted later (after `set constraints … immediate`) takes the mark away.
  await sql`
    create table project_prefix_changes (
      prefix text collate "C" not null,
      change integer not null
    )`.execute(db);
  await sql`
    create function project_prefix_changes_note() returns trigger language plpgsql as $$
    begin
      insert into project_prefix_changes (prefix, change)
        select gone.prefix, -1
        from (select project_prefixes(old.words) except select project_prefixes(new.words))
          as gone (prefix)
        union all
        select came.prefix, 1
        from (select project_prefixes(new.words) except select project_prefixes(old.words))
          as came (prefix);
      perform set_config('tims.prefix_changes_folded', '', true);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger project_prefix_changes_note after insert or update of words or delete
      on project_search for each row execute function project_prefix_changes_note()`.execute(db);
  // Another writer's changes are not visible to this one; this one's are in prefix order, so two
  // writers take the counts' row locks in the same order.
  await sql`
    create function project_prefix_counts_fold() returns trigger language plpgsql as $$
    begin
      if current_setting('tims.prefix_changes_folded', true) = 'yes' then
        return null;
      end if;
      with folded as (delete from project_prefix_changes returning prefix, change),
        net as (
          select prefix, sum(change)::integer as change from folded
          group by prefix having sum(change) <> 0),
        updated as (
          update project_prefix_counts as counts set projects = counts.projects + net.change
          from net where counts.prefix = net.prefix
          returning counts.prefix)
      -- A prefix new to the counts comes with projects (a check of the inserted row is made
      -- before a conflict is, so a fall is never inserted); one another writer has just added
      -- is added to.
      insert into project_prefix_counts (prefix, projects)
        select prefix, change from net
        where change > 0 and prefix not in (select prefix from updated)
        order by prefix
        on conflict (prefix) do update
          set projects = project_prefix_counts.projects + excluded.projects;
      perform set_config('tims.prefix_changes_folded', 'yes', true);
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger project_prefix_counts_fold after insert or update or delete
      on project_search deferrable initially deferred
      for each row execute function project_prefix_counts_fold()`.execute(db);
  // Emptied with the words (a truncate fires no row trigger).
  await sql`
    create function project_prefix_counts_clear() returns trigger language plpgsql as $$
    begin
      truncate project_prefix_counts, project_prefix_changes;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger project_prefix_counts_clear after truncate on project_search
      for each statement execute function project_prefix_counts_clear()`.execute(db);
  await sql`
    insert into project_prefix_counts (prefix, projects)
      select prefix, count(*) from project_search, project_prefixes(words) as p (prefix)
      group by prefix`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger project_prefix_counts_clear on project_search`.execute(db);
  await sql`drop function project_prefix_counts_clear()`.execute(db);
  await sql`drop trigger project_prefix_counts_fold on project_search`.execute(db);
  await sql`drop function project_prefix_counts_fold()`.execute(db);
  await sql`drop trigger project_prefix_changes_note on project_search`.execute(db);
  await sql`drop function project_prefix_changes_note()`.execute(db);
  await sql`drop table project_prefix_changes`.execute(db);
  await sql`drop function project_prefixes(tsvector)`.execute(db);
  await sql`drop table project_prefix_counts`.execute(db);
}
