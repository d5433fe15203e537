import type { ContactFields, SupportCategory } from '../../../../contracts/support';
import type { ProblemWords } from '../../../components/useProblemWords';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX, SUPPORT_CATEGORIES } from './contactLimits';

/** What the form's controls hold. */
export interface ContactValues {
  name: string;
  email: string;
  category: SupportCategory;
  subject: string;
  message: string;
  attachLog: boolean;
}

export type ContactField = 'name' | 'email' | 'category' | 'subject' | 'message' | 'actionLog';

/** The fields in the order shown: the first with a problem takes the focus. */
export const FIELD_ORDER: readonly ContactField[] = [
  'name',
  'email',
  'category',
  'subject',
  'message',
  'actionLog',
];

/**
 * A field's problem: a `support` (or `errors:`) translation key and its values, with the
 * server's words for an English interface where the app has none more specific.
 */
export type FieldProblem = ProblemWords;
export type ContactProblems = Partial<Record<ContactField, FieldProblem>>;

// The contract's patterns (contracts/support.ts LINE and LINES): one line allows no control
// character; several lines allow tabs and line breaks only.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const LINE_REFUSED = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const LINES_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * An address as the server takes it (server/support/requests/formats.ts, ajv-formats' full
 * mode): a local part of letters, digits and `!#$%&'*+/=?^_\`{|}~-` in dot-separated runs, `@`,
 * a host name with at least one dot.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Characters as the server counts them (TypeBox's `maxLength`: UTF-16 code units). */
export const lengthOf = (text: string) => text.length;

export const isSupportCategory = (value: string): value is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value);

export function emptyContact(): ContactValues {
  return { name: '', email: '', category: 'question', subject: '', message: '', attachLog: false };
}

function textProblem(
  text: string,
  max: number,
  refused: RegExp,
  required = true,
): FieldProblem | undefined {
  if (required && !text) return { key: 'contact.errors.required' };
  if (lengthOf(text) > max) return { key: 'contact.errors.tooLong', values: { max } };
  if (refused.test(text)) return { key: 'contact.errors.controlCharacters' };
  return undefined;
}

/** What the form holds, trimmed, as the server takes it. */
export function toContactFields(
  values: ContactValues,
  extra: Pick<ContactFields, 'language' | 'page'>,
): ContactFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    category: values.category,
    subject: values.subject.trim(),
    message: values.message.trim(),
    ...(extra.language ? { language: extra.language } : {}),
    ...(extra.page ? { page: extra.page } : {}),
  };
}

/** Every field's problem under the contract's rules (required, lengths, e-mail, characters). */
export function contactProblems(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  const name = textProblem(values.name.trim(), NAME_MAX, LINE_REFUSED);
  if (name) problems.name = name;
  const email = values.email.trim();
  if (!email) problems.email = { key: 'contact.errors.required' };
  else if (lengthOf(email) > EMAIL_MAX) {
    problems.email = { key: 'contact.errors.tooLong', values: { max: EMAIL_MAX } };
  } else if (!EMAIL.test(email)) problems.email = { key: 'contact.errors.email' };
  if (!isSupportCategory(values.category)) problems.category = { key: 'contact.errors.category' };
  const subject = textProblem(values.subject.trim(), SUBJECT_MAX, LINE_REFUSED);
  if (subject) problems.subject = subject;
  const message = textProblem(values.message.trim(), MESSAGE_MAX, LINES_REFUSED);
  if (message) problems.message = message;
  return problems;
}

/** The first field, in the order shown, that has a problem. */
export function firstProblem(problems: ContactProblems): ContactField | undefined {
  return FIELD_ORDER.find((field) => problems[field] !== undefined);
}

export const isContactField = (name: string | undefined): name is ContactField =>
  (FIELD_ORDER as readonly string[]).includes(name ?? '');
