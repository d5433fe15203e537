import type {
  AttachedActionLog,
  SupportCategory,
  SupportNote,
  SupportReply,
  SupportRequestDetails,
  SupportRequestSummary,
} from '../../../contracts/support';
import type { Selectable } from 'kysely';
import type { SupportNotesTable, SupportRepliesTable, SupportRequestsTable } from '../../db/schema';
import { API_PREFIX } from '../../errors/httpErrors';
import { foldText } from '../../support/foldText';

export type RequestRow = Selectable<SupportRequestsTable>;
export type NoteRow = Selectable<SupportNotesTable>;
export type ReplyRow = Selectable<SupportRepliesTable>;

/** Where the inbox downloads a request's log (`GET /admin/support/requests/{reference}/action-log`). */
export const actionLogUrl = (reference: string) =>
  `${API_PREFIX}/admin/support/requests/${reference}/action-log`;

/** What the inbox's `q` looks in. */
export function searchText(request: {
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}): string {
  const { reference, name, email, subject, message } = request;
  return foldText([reference, name, email, subject, message].join('\n'));
}

export function toSummary(row: RequestRow): SupportRequestSummary {
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    category: row.category as SupportCategory,
    subject: row.subject,
    status: row.status,
    hasActionLog: row.action_log_file !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function actionLogOf(row: RequestRow): AttachedActionLog | null {
  if (row.action_log_file === null) return null;
  return {
    bytes: Number(row.action_log_bytes ?? 0),
    actions: Number(row.action_log_actions ?? 0),
    recordedFrom: row.action_log_from ?? '',
    recordedTo: row.action_log_to ?? '',
    appVersion: row.action_log_app_version ?? '',
    url: actionLogUrl(row.reference),
  };
}

export const toNote = (row: NoteRow): SupportNote => ({
  id: Number(row.id),
  author: row.author,
  body: row.body,
  createdAt: row.created_at,
});

export const toReply = (row: ReplyRow): SupportReply => ({
  id: Number(row.id),
  author: row.author,
  body: row.body,
  sentAt: row.sent_at,
  transport: row.transport,
  messageId: row.message_id,
  outboxFile: row.outbox_file,
});

export function toDetails(
  row: RequestRow,
  notes: NoteRow[],
  replies: ReplyRow[],
): SupportRequestDetails {
  return {
    ...toSummary(row),
    message: row.message,
    language: row.language,
    page: row.page,
    username: row.username,
    actionLog: actionLogOf(row),
    notes: notes.map(toNote),
    replies: replies.map(toReply),
  };
}
