import type { SupportStatus } from '../../../../contracts/support';
import { SUPPORT_STATUSES } from './supportFields';

export const SUPPORT_ADMIN_PATH = '/admin/support';
export const FEEDBACK_PATH = '/admin/support/feedback';
export const REPLAY_PATH = '/admin/support/replay';

/** `TIMS-7K3P9QXM`, as `SupportReference` of contracts/support.ts. */
export const REFERENCE = /^TIMS-[0-9A-HJKMNP-TV-Z]{8}$/;

export const requestPath = (reference: string) =>
  `${SUPPORT_ADMIN_PATH}/${encodeURIComponent(reference)}`;

/** The replay viewer with a request's attached log opened. */
export const replayPath = (reference: string) =>
  `${REPLAY_PATH}?request=${encodeURIComponent(reference)}`;

/** The inbox's filters: one status, or every request. */
export type StatusFilter = SupportStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = [...SUPPORT_STATUSES, 'all'];

export const isStatusFilter = (value: string | null): value is StatusFilter =>
  (STATUS_FILTERS as readonly (string | null)[]).includes(value);
