import type { Generated } from 'kysely';

/** Information & Support's tables: support requests, their notes and replies, article votes. */

export interface SupportRequestsTable {
  /** `TIMS-` and eight random Crockford base-32 digits. */
  reference: string;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  status: 'new' | 'in-progress' | 'answered' | 'closed';
  language: string | null;
  /** The app path the visitor wrote from. */
  page: string | null;
  /** The verified portal username, when signed in. */
  username: string | null;
  /** `{reference}.json` under DATA_DIR/support/logs, or null without a log. */
  action_log_file: string | null;
  action_log_bytes: number | null;
  action_log_actions: number | null;
  action_log_from: string | null;
  action_log_to: string | null;
  action_log_app_version: string | null;
  /** Lower-cased, accent-free reference, name, e-mail, subject and message: what `q` looks in. */
  search: string;
  created_at: string;
  updated_at: string;
}

/** An administrator's internal note on a request; never sent. */
export interface SupportNotesTable {
  id: Generated<number>;
  reference: string;
  author: string;
  body: string;
  created_at: string;
}

/** A reply mailed to the requester. */
export interface SupportRepliesTable {
  id: Generated<number>;
  reference: string;
  author: string;
  body: string;
  sent_at: string;
  transport: 'smtp' | 'outbox';
  message_id: string;
  /** The `.eml` file's name under DATA_DIR/outbox, for the outbox transport. */
  outbox_file: string | null;
}

/** "Was this helpful?" answers per article and UTC day; nothing about who answered. */
export interface SupportArticleFeedbackTable {
  slug: string;
  day: string;
  helpful: number;
  not_helpful: number;
}
