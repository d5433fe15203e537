import type { Db } from '../../db/createDatabase';

export interface FeedbackCount {
  helpful: number;
  notHelpful: number;
}

export interface ArticleFeedbackRepository {
  /** Counts one "Was this helpful?" answer on the UTC day of `now`. Nothing else is kept. */
  record(slug: string, helpful: boolean, now: Date): Promise<void>;
  /** The totals per article slug, over every day. */
  counts(): Promise<Map<string, FeedbackCount>>;
}

export function articleFeedbackRepository(db: Db): ArticleFeedbackRepository {
  return {
    async record(slug, helpful, now) {
      await db
        .insertInto('support_article_feedback')
        .values({
          slug,
          day: now.toISOString().slice(0, 10),
          helpful: helpful ? 1 : 0,
          not_helpful: helpful ? 0 : 1,
        })
        // Qualified columns: in PostgreSQL a bare name would be ambiguous with `excluded`.
        .onConflict((conflict) =>
          conflict
            .columns(['slug', 'day'])
            .doUpdateSet((eb) =>
              helpful
                ? { helpful: eb('support_article_feedback.helpful', '+', 1) }
                : { not_helpful: eb('support_article_feedback.not_helpful', '+', 1) },
            ),
        )
        .execute();
    },

    async counts() {
      const rows = await db
        .selectFrom('support_article_feedback')
        .select((eb) => [
          'slug',
          eb.fn.sum<number | string>('helpful').as('helpful'),
          eb.fn.sum<number | string>('not_helpful').as('not_helpful'),
        ])
        .groupBy('slug')
        .execute();
      // PostgreSQL sums integers as bigint, which node-postgres returns as text.
      return new Map(
        rows.map((row) => [
          row.slug,
          { helpful: Number(row.helpful), notHelpful: Number(row.not_helpful) },
        ]),
      );
    },
  };
}
