import type { CONTACT_LIMITS, SupportCategory } from '../../../../contracts/support';

// contracts/support.ts holds TypeBox schemas, which the browser does not bundle: its constants
// are restated here, and the compiler checks they agree (every category, the exact limits).

const CATEGORY_ORDER = {
  question: 0,
  problem: 1,
  data: 2,
  other: 3,
} as const satisfies Record<SupportCategory, number>;

/** The categories of a request, in the contract's order (the form's choices). */
export const SUPPORT_CATEGORIES = (Object.keys(CATEGORY_ORDER) as SupportCategory[]).sort(
  (a, b) => CATEGORY_ORDER[a] - CATEGORY_ORDER[b],
);

/** The longest name, e-mail address, subject and message the server takes (UTF-16 code units). */
export const NAME_MAX: (typeof CONTACT_LIMITS)['name'] = 100;
export const EMAIL_MAX: (typeof CONTACT_LIMITS)['email'] = 254;
export const SUBJECT_MAX: (typeof CONTACT_LIMITS)['subject'] = 150;
export const MESSAGE_MAX: (typeof CONTACT_LIMITS)['message'] = 5000;
