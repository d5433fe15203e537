import type { CONTACT_LIMITS, SupportStatus } from '../../../../contracts/support';

// contracts/support.ts holds TypeBox schemas, which the browser does not bundle: its constants
// are restated here, and the compiler checks they agree (every status, the exact limits).

const STATUS_ORDER = {
  new: 0,
  'in-progress': 1,
  answered: 2,
  closed: 3,
} as const satisfies Record<SupportStatus, number>;

/** The statuses of a request, in the order a request moves through them. */
export const SUPPORT_STATUSES = (Object.keys(STATUS_ORDER) as SupportStatus[]).sort(
  (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b],
);

/** The longest note and reply the server takes, in characters (code points). */
export const NOTE_MAX: (typeof CONTACT_LIMITS)['note'] = 5000;
export const REPLY_MAX: (typeof CONTACT_LIMITS)['reply'] = 10000;
