import { Type, type Static } from '@sinclair/typebox';
import { PAGE_NAMES } from './pages';

/** The alert levels of a notification, mildest first. */
export const SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/**
 * One operation of a Quill Delta as the editor makes it: text or an embed (`{ image: src }`,
 * `{ video: src }`, `{ formula: tex }`) with its formats. The formats themselves, link and image
 * rules, sizes and limits are checked by `contracts/richText.ts` on the server.
 */
export const DeltaOp = Type.Object(
  {
    insert: Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())]),
    attributes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type DeltaOp = Static<typeof DeltaOp>;

export const Delta = Type.Object(
  { ops: Type.Array(DeltaOp, { minItems: 1, maxItems: 5000 }) },
  { additionalProperties: false },
);
export type Delta = Static<typeof Delta>;

/** An ISO 8601 instant with its offset, e.g. `2026-11-23T08:00:00Z`. */
const Instant = Type.String({ format: 'date-time' });

/** What an administrator writes: `POST /admin/notifications`, `PUT /admin/notifications/{id}`. */
export const NotificationInput = Type.Object(
  {
    /** On every page when true; otherwise only on `pages`. */
    isGlobal: Type.Boolean(),
    /** Page names of `contracts/pages.ts`; at least one when not global, ignored when global. */
    pages: Type.Array(literals(PAGE_NAMES), { uniqueItems: true, maxItems: PAGE_NAMES.length }),
    severity: literals(SEVERITIES),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    content: Delta,
    /** Shown from this instant; from now when null or absent. */
    startsAt: Type.Optional(Type.Union([Instant, Type.Null()])),
    /** Shown until this instant; with no end when null or absent. Must follow `startsAt`. */
    endsAt: Type.Optional(Type.Union([Instant, Type.Null()])),
  },
  { additionalProperties: false },
);
export type NotificationInput = Static<typeof NotificationInput>;

/** What a visitor receives: `GET /notifications` (those active now). */
export const PublicNotification = Type.Object({
  id: Type.Integer(),
  isGlobal: Type.Boolean(),
  pages: Type.Array(Type.String()),
  severity: literals(SEVERITIES),
  title: Type.Union([Type.String(), Type.Null()]),
  content: Delta,
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});
export type PublicNotification = Static<typeof PublicNotification>;

/** What an administrator receives: who wrote it and when, too. */
export const Notification = Type.Composite([
  PublicNotification,
  Type.Object({
    createdBy: Type.String(),
    createdAt: Type.String(),
    updatedBy: Type.String(),
  }),
]);
export type Notification = Static<typeof Notification>;

export const PublicNotificationList = Type.Object({ items: Type.Array(PublicNotification) });
export type PublicNotificationList = Static<typeof PublicNotificationList>;

export const NotificationList = Type.Object({ items: Type.Array(Notification) });
export type NotificationList = Static<typeof NotificationList>;

/** Where a notification stands against the clock. */
export const NOTIFICATION_STATUSES = ['active', 'scheduled', 'expired'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** `GET /admin/notifications?status=…`: all of them without a status. */
export const AdminNotificationQuery = Type.Object(
  { status: Type.Optional(literals(NOTIFICATION_STATUSES)) },
  { additionalProperties: false },
);
export type AdminNotificationQuery = Static<typeof AdminNotificationQuery>;

/** Ids past PostgreSQL's `integer` are looked up as none (404); past exact numbers, a 400. */
export const NotificationIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
