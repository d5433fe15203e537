import { Type, type Static } from '@sinclair/typebox';

/** A UTC day, `YYYY-MM-DD`. */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'UTC day' });

/**
 * `GET /tims/api/admin/analytics`: both days included; without them, the last 30 days up to
 * today (UTC). At most 366 days.
 */
export const AdminAnalyticsQuery = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);
export type AdminAnalyticsQuery = Static<typeof AdminAnalyticsQuery>;

export const AdminAnalytics = Type.Object({
  from: Day,
  to: Day,
  total: Type.Integer({ minimum: 0, description: 'Page views in the whole range' }),
  days: Type.Array(Type.Object({ day: Day, views: Type.Integer({ minimum: 0 }) }), {
    description: 'Every day of the range in order, days without views included',
  }),
  pages: Type.Array(
    Type.Object({
      // A string rather than the page names: counts recorded under a since renamed page still show.
      page: Type.Union([Type.String(), Type.Null()], {
        description: 'Page name (contracts/pages.ts), or null for views of no named page',
      }),
      views: Type.Integer({ minimum: 0 }),
    }),
    { description: 'Pages with views, most viewed first' },
  ),
});
export type AdminAnalytics = Static<typeof AdminAnalytics>;
