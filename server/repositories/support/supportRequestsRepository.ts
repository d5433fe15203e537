import { sql, type SqlBool } from 'kysely';
import {
  SUPPORT_STATUSES,
  type ContactFields,
  type SupportNote,
  type SupportReply,
  type SupportRequestDetails,
  type SupportRequestList,
  type SupportStatus,
} from '../../../contracts/support';
import type { Db } from '../../db/createDatabase';
import { foldText } from '../../support/foldText';
import { escapeLike } from '../projects/searchFilters';
import { searchText, toDetails, toNote, toReply, toSummary } from './supportRows';

/** An attached action log as stored: the file under DATA_DIR/support/logs and what it holds. */
export interface StoredActionLog {
  file: string;
  bytes: number;
  actions: number;
  recordedFrom: string;
  recordedTo: string;
  appVersion: string;
}

export interface NewSupportRequest {
  reference: string;
  fields: ContactFields;
  /** The verified portal username, when the visitor was signed in. */
  username: string | null;
  actionLog: StoredActionLog | null;
  now: Date;
}

export interface SentReply {
  author: string;
  body: string;
  transport: SupportReply['transport'];
  messageId: string;
  outboxFile: string | null;
}

export interface SupportRequestsRepository {
  /** Stores a new request (status `new`); throws when the reference is taken. */
  create(request: NewSupportRequest): Promise<void>;
  /** Newest first; `counts` are per status over the requests matching `q`. */
  list(
    filters: { status?: SupportStatus; q?: string },
    page: { offset: number; limit: number },
  ): Promise<SupportRequestList>;
  get(reference: string): Promise<SupportRequestDetails | undefined>;
  /** The Message-IDs of the replies sent so far, oldest first (for `References`). */
  replyMessageIds(reference: string): Promise<string[]>;
  /** Changes the status; false when there is no such request. */
  setStatus(reference: string, status: SupportStatus, now: Date): Promise<boolean>;
  addNote(
    reference: string,
    author: string,
    body: string,
    now: Date,
  ): Promise<SupportNote | undefined>;
  /** Stores a reply that was sent and sets the request's status, in one transaction. */
  addReply(
    reference: string,
    reply: SentReply,
    status: SupportStatus,
    now: Date,
  ): Promise<SupportReply | undefined>;
  /** The file of a request's action log, or undefined when it has none. */
  actionLogFile(reference: string): Promise<string | undefined>;
  /** Every action log file a row names: what DATA_DIR/support/logs may hold. */
  actionLogFiles(): Promise<Set<string>>;
}

/** The most words of `q` used; more only slow the query down. */
const MAX_WORDS = 10;

export function supportRequestsRepository(db: Db): SupportRequestsRepository {
  const matching = (q: string | undefined) => {
    let query = db.selectFrom('support_requests');
    const words = foldText(q ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, MAX_WORDS);
    for (const word of words) {
      query = query.where(
        sql<SqlBool>`${sql.ref('search')} like ${`%${escapeLike(word)}%`} escape '\\'`,
      );
    }
    return query;
  };

  const exists = async (from: Db, reference: string) =>
    (await from
      .selectFrom('support_requests')
      .select('reference')
      .where('reference', '=', reference)
      .executeTakeFirst()) !== undefined;

  return {
    async create({ reference, fields, username, actionLog, now }) {
      const at = now.toISOString();
      await db
        .insertInto('support_requests')
        .values({
          reference,
          name: fields.name,
          email: fields.email,
          category: fields.category,
          subject: fields.subject,
          message: fields.message,
          status: 'new',
          language: fields.language ?? null,
          page: fields.page ?? null,
          username,
          action_log_file: actionLog?.file ?? null,
          action_log_bytes: actionLog?.bytes ?? null,
          action_log_actions: actionLog?.actions ?? null,
          action_log_from: actionLog?.recordedFrom ?? null,
          action_log_to: actionLog?.recordedTo ?? null,
          action_log_app_version: actionLog?.appVersion ?? null,
          search: searchText({ reference, ...fields }),
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    async list({ status, q }, { offset, limit }) {
      let query = matching(q).selectAll();
      if (status) query = query.where('status', '=', status);
      const [rows, perStatus] = await Promise.all([
        query
          .orderBy('created_at', 'desc')
          .orderBy('reference', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        matching(q)
          .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
          .groupBy('status')
          .execute(),
      ]);
      const counts = Object.fromEntries(SUPPORT_STATUSES.map((name) => [name, 0])) as Record<
        SupportStatus,
        number
      >;
      // PostgreSQL counts as bigint, which node-postgres returns as text.
      for (const row of perStatus) counts[row.status] = Number(row.count);
      const total = status
        ? counts[status]
        : SUPPORT_STATUSES.reduce((sum, name) => sum + counts[name], 0);
      return { items: rows.map(toSummary), total, offset, limit, counts };
    },

    async get(reference) {
      const row = await db
        .selectFrom('support_requests')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) return undefined;
      const [notes, replies] = await Promise.all([
        db
          .selectFrom('support_notes')
          .selectAll()
          .where('reference', '=', reference)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('support_replies')
          .selectAll()
          .where('reference', '=', reference)
          .orderBy('id')
          .execute(),
      ]);
      return toDetails(row, notes, replies);
    },

    async replyMessageIds(reference) {
      const rows = await db
        .selectFrom('support_replies')
        .select('message_id')
        .where('reference', '=', reference)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.message_id);
    },

    async setStatus(reference, status, now) {
      const result = await db
        .updateTable('support_requests')
        .set({ status, updated_at: now.toISOString() })
        .where('reference', '=', reference)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addNote(reference, author, body, now) {
      return db.transaction().execute(async (trx) => {
        if (!(await exists(trx, reference))) return undefined;
        const at = now.toISOString();
        const row = await trx
          .insertInto('support_notes')
          .values({ reference, author, body, created_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('support_requests')
          .set({ updated_at: at })
          .where('reference', '=', reference)
          .execute();
        return toNote(row);
      });
    },

    async addReply(reference, reply, status, now) {
      return db.transaction().execute(async (trx) => {
        if (!(await exists(trx, reference))) return undefined;
        const at = now.toISOString();
        const row = await trx
          .insertInto('support_replies')
          .values({
            reference,
            author: reply.author,
            body: reply.body,
            sent_at: at,
            transport: reply.transport,
            message_id: reply.messageId,
            outbox_file: reply.outboxFile,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('support_requests')
          .set({ status, updated_at: at })
          .where('reference', '=', reference)
          .execute();
        return toReply(row);
      });
    },

    async actionLogFile(reference) {
      const row = await db
        .selectFrom('support_requests')
        .select('action_log_file')
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row?.action_log_file ?? undefined;
    },

    async actionLogFiles() {
      const rows = await db
        .selectFrom('support_requests')
        .select('action_log_file')
        .where('action_log_file', 'is not', null)
        .execute();
      return new Set(rows.flatMap((row) => (row.action_log_file ? [row.action_log_file] : [])));
    },
  };
}
