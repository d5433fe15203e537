import type { PageView } from '../../contracts/analytics';
import type { Db } from '../db/createDatabase';

export interface PageViewsRepository {
  /** Counts one view on the UTC day of `now`. */
  record(view: PageView, now: Date): Promise<void>;
}

export function pageViewsRepository(db: Db): PageViewsRepository {
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
  };
}

/** A query or hash may carry a token or personal search terms; only the path is counted. */
export function stripQueryAndHash(path: string): string {
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}
