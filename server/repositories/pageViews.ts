import type { AdminAnalytics } from '../../contracts/adminAnalytics';
import type { PageView } from '../../contracts/analytics';
import type { Db } from '../db/createDatabase';

export interface PageViewsRepository {
  /** Counts one view on the UTC day of `now`. */
  record(view: PageView, now: Date): Promise<void>;
  /** Views from `from` to `to` (UTC days, both included): per day, per page and in total. */
  summarise(from: string, to: string): Promise<AdminAnalytics>;
}

const DAY_MS = 86_400_000;

export function pageViewsRepository(db: Db): PageViewsRepository {
  const inRange = (from: string, to: string) =>
    db.selectFrom('page_views').where('day', '>=', from).where('day', '<=', to);

  return {
    async record(view, now) {
      await db
        .insertInto('page_views')
        .values({
          day: now.toISOString().slice(0, 10),
          page: view.page ?? '',
          path: stripQueryAndHash(view.path),
          language: view.language,
          count: 1,
        })
        // Both SQLite (3.24+) and PostgreSQL speak ON CONFLICT … DO UPDATE. The column is
        // qualified with the table: in PostgreSQL a bare `count` would be ambiguous with `excluded`.
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'page', 'path', 'language'])
            .doUpdateSet((eb) => ({ count: eb('page_views.count', '+', 1) })),
        )
        .execute();
    },

    async summarise(from, to) {
      const [perDay, perPage] = await Promise.all([
        inRange(from, to)
          .select((eb) => ['day', eb.fn.sum<number | string>('count').as('views')])
          .groupBy('day')
          .execute(),
        inRange(from, to)
          .select((eb) => ['page', eb.fn.sum<number | string>('count').as('views')])
          .groupBy('page')
          .execute(),
      ]);
      // PostgreSQL sums integers as bigint, which node-postgres returns as text.
      const viewsByDay = new Map(perDay.map((row) => [row.day, Number(row.views)]));
      const days = daysBetween(from, to).map((day) => ({ day, views: viewsByDay.get(day) ?? 0 }));
      const pages = perPage
        .map((row) => ({ page: row.page === '' ? null : row.page, views: Number(row.views) }))
        .sort((a, b) => b.views - a.views || (a.page ?? '').localeCompare(b.page ?? ''));
      const total = days.reduce((sum, day) => sum + day.views, 0);
      return { from, to, total, days, pages };
    },
  };
}

/** A query or hash may carry a token or personal search terms; only the path is counted. */
export function stripQueryAndHash(path: string): string {
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}
