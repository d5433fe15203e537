import { Type, type Static } from '@sinclair/typebox';
import { PAGE_NAMES } from './pages';

/** `POST /tims/api/analytics/pageviews`: one page view, no identity. Answered with 204. */
export const PageView = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
    page: Type.Union([...PAGE_NAMES.map((name) => Type.Literal(name)), Type.Null()]),
    language: Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' }),
  },
  { additionalProperties: false },
);
export type PageView = Static<typeof PageView>;
