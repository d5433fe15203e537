import type { Selectable } from 'kysely';
import type {
  Delta,
  Notification,
  NotificationStatus,
  PublicNotification,
  Severity,
} from '../../contracts/notifications';
import type { PageName } from '../../contracts/pages';
import type { Db } from '../db/createDatabase';
import type { NotificationAuditTable, NotificationsTable } from '../db/schema';

/**
 * A notification as it is stored: already checked and normalised by the caller (title trimmed
 * or null, content passed through `checkRichText`, times as `toISOString()` UTC text so that
 * text order is time order, no pages when global).
 */
export interface NotificationWrite {
  isGlobal: boolean;
  pages: PageName[];
  severity: Severity;
  title: string | null;
  content: Delta;
  startsAt: string | null;
  endsAt: string | null;
}

export interface NotificationsRepository {
  /** What visitors see at `at`: started (or no start) and not ended (or no end), newest first. */
  listActive(at: Date, limit: number): Promise<PublicNotification[]>;
  /** Every notification, or those with `status` at `at`, newest first. */
  list(status: NotificationStatus | undefined, at: Date, limit: number): Promise<Notification[]>;
  get(id: number): Promise<Notification | undefined>;
  /** Stores a new notification and its `created` audit row, in one transaction. */
  create(input: NotificationWrite, username: string, now: Date): Promise<Notification>;
  /** Replaces it and records `updated`; undefined (and nothing recorded) when there is none. */
  update(
    id: number,
    input: NotificationWrite,
    username: string,
    now: Date,
  ): Promise<Notification | undefined>;
  /** Deletes it and records `deleted` with what it was; false when there is none. */
  delete(id: number, username: string, now: Date): Promise<boolean>;
}

type Row = Selectable<NotificationsTable>;

/** Ids are 32-bit integers on both dialects; PostgreSQL fails a query comparing with more. */
const MAX_ID = 2 ** 31 - 1;
type Action = NotificationAuditTable['action'];

function toNotification(row: Row): Notification {
  return {
    ...toPublic(row),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedBy: row.updated_by,
  };
}

function toPublic(row: Row): PublicNotification {
  return {
    id: row.id,
    isGlobal: row.is_global === 1,
    pages: JSON.parse(row.pages) as PageName[],
    severity: row.severity as Severity,
    title: row.title,
    content: JSON.parse(row.content) as Delta,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    updatedAt: row.updated_at,
  };
}

const columns = (input: NotificationWrite) => ({
  is_global: input.isGlobal ? 1 : 0,
  pages: JSON.stringify(input.isGlobal ? [] : input.pages),
  severity: input.severity,
  title: input.title,
  content: JSON.stringify(input.content),
  starts_at: input.startsAt,
  ends_at: input.endsAt,
});

export function notificationsRepository(db: Db): NotificationsRepository {
  /**
   * Newest first: by when a notification starts showing (its start, or its creation when it has
   * none), then by id, so that the order is total and the same on both dialects.
   */
  const ordered = (limit: number) =>
    db
      .selectFrom('notifications')
      .selectAll()
      .orderBy((eb) => eb.fn.coalesce('starts_at', 'created_at'), 'desc')
      .orderBy('id', 'desc')
      .limit(limit);

  const inStatus = (status: NotificationStatus, instant: string, limit: number) => {
    const query = ordered(limit);
    switch (status) {
      case 'active':
        return query.where((eb) =>
          eb.and([
            eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', instant)]),
            eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', instant)]),
          ]),
        );
      case 'scheduled':
        return query.where('starts_at', '>', instant);
      case 'expired':
        return query.where('ends_at', '<=', instant);
    }
  };

  const audit = (
    trx: Db,
    action: Action,
    notification: Notification,
    username: string,
    at: string,
  ) =>
    trx
      .insertInto('notification_audit')
      .values({
        notification_id: notification.id,
        action,
        username,
        at,
        notification: JSON.stringify(notification),
      })
      .execute();

  const getIn = async (from: Db, id: number) => {
    if (id > MAX_ID) return undefined;
    const row = await from
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toNotification(row) : undefined;
  };

  return {
    async listActive(at, limit) {
      const rows = await inStatus('active', at.toISOString(), limit).execute();
      return rows.map(toPublic);
    },

    async list(status, at, limit) {
      const query = status ? inStatus(status, at.toISOString(), limit) : ordered(limit);
      return (await query.execute()).map(toNotification);
    },

    get: (id) => getIn(db, id),

    create(input, username, now) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('notifications')
          .values({
            ...columns(input),
            created_by: username,
            created_at: at,
            updated_by: username,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await getIn(trx, id);
        if (!created) throw new Error(`Notification ${id} vanished within its transaction`);
        await audit(trx, 'created', created, username, at);
        return created;
      });
    },

    update(id, input, username, now) {
      const at = now.toISOString();
      if (id > MAX_ID) return Promise.resolve(undefined);
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('notifications')
          .set({ ...columns(input), updated_by: username, updated_at: at })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return undefined;
        const updated = await getIn(trx, id);
        if (!updated) throw new Error(`Notification ${id} vanished within its transaction`);
        await audit(trx, 'updated', updated, username, at);
        return updated;
      });
    },

    delete(id, username, now) {
      return db.transaction().execute(async (trx) => {
        const before = await getIn(trx, id);
        if (!before) return false;
        const result = await trx
          .deleteFrom('notifications')
          .where('id', '=', id)
          .executeTakeFirst();
        // Another request may have deleted it since the read: only the one that did records it.
        if (Number(result.numDeletedRows) === 0) return false;
        await audit(trx, 'deleted', before, username, now.toISOString());
        return true;
      });
    },
  };
}
