import type {
  Delta,
  Notification,
  NotificationInput,
  NotificationStatus,
  Severity,
} from '../../../../contracts/notifications';
import { PAGE_NAMES, type PageName } from '../../../../contracts/pages';
import { checkRichText, plainText } from '../../../../contracts/richText';

/** The alert levels, mildest first (a copy: `contracts/notifications.ts` is TypeBox, kept out). */
export const SEVERITY_OPTIONS: readonly Severity[] = ['info', 'success', 'warning', 'error'];

/** The pages to choose from, in the order of the navigation menu. */
export const PAGE_CHOICES: readonly PageName[] = [
  'Home',
  'Projects',
  'Project Details',
  'Map viewer',
  'Maps',
  'Map viewers',
  'Data',
  'Support',
];

/** The list's filters: `all` asks for every notification. */
export const STATUS_FILTERS = ['all', 'active', 'scheduled', 'expired'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: string | null): value is StatusFilter {
  return (STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/** Spec §5: the date picker's bounds, as `datetime-local` values. */
export const DATE_MIN = '1900-01-01T00:00';
export const DATE_MAX = '2099-12-31T23:59';

/** What the form edits; the schedule as `datetime-local` values (local time), '' for none. */
export interface NotificationFormValues {
  isGlobal: boolean;
  pages: PageName[];
  severity: Severity;
  title: string;
  content: Delta;
  startsAt: string;
  endsAt: string;
}

export type FormField = 'pages' | 'startsAt' | 'endsAt' | 'content';

/** A problem of one field: the key of its message under `form.errors`, and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string>;
}

export type FormProblems = Partial<Record<FormField, FieldProblem>>;

/** The order the fields appear in, so the first problem can take the focus. */
export const FIELD_ORDER: readonly FormField[] = ['pages', 'startsAt', 'endsAt', 'content'];

export const EMPTY_CONTENT: Delta = { ops: [{ insert: '\n' }] };

export const NEW_NOTIFICATION: NotificationFormValues = {
  isGlobal: true,
  pages: [],
  severity: 'info',
  title: '',
  content: EMPTY_CONTENT,
  startsAt: '',
  endsAt: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone; '' for none. */
export function toLocalInput(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-` +
    `${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value (local time) as a Date; null when it is not a real date and time. */
export function fromLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (hours! > 23 || minutes! > 59 || seconds! > 59) return null;
  // setFullYear, unlike the Date constructor, does not take years below 100 as 19xx.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year!, month! - 1, day!);
  date.setHours(hours!, minutes!, seconds!, 0);
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

export function fromNotification(notification: Notification): NotificationFormValues {
  return {
    isGlobal: notification.isGlobal,
    pages: PAGE_NAMES.filter((page) => notification.pages.includes(page)),
    severity: notification.severity,
    title: notification.title ?? '',
    content: notification.content,
    startsAt: toLocalInput(notification.startsAt),
    endsAt: toLocalInput(notification.endsAt),
  };
}

function hasEmbed(content: Delta): boolean {
  return content.ops.some((op) => typeof op.insert !== 'string');
}

function checkDate(value: string): FieldProblem | Date | null {
  if (value === '') return null;
  const date = fromLocalInput(value);
  if (!date) return { key: 'dateInvalid' };
  if (value < DATE_MIN || value.slice(0, 16) > DATE_MAX) return { key: 'dateRange' };
  return date;
}

const isProblem = (value: FieldProblem | Date | null): value is FieldProblem =>
  value !== null && !(value instanceof Date);

/** What keeps the form from being saved, by field (spec §5 and the contract's rules). */
export function validate(values: NotificationFormValues): FormProblems {
  const problems: FormProblems = {};
  if (!values.isGlobal && values.pages.length === 0) problems.pages = { key: 'pagesRequired' };
  const start = checkDate(values.startsAt);
  const end = checkDate(values.endsAt);
  if (isProblem(start)) problems.startsAt = start;
  if (isProblem(end)) problems.endsAt = end;
  if (start instanceof Date && end instanceof Date && end <= start) {
    problems.endsAt = { key: 'endBeforeStart' };
  }
  if (plainText(values.content.ops) === '' && !hasEmbed(values.content)) {
    problems.content = { key: 'contentRequired' };
  } else {
    const checked = checkRichText(values.content.ops);
    if (!checked.ok)
      problems.content = { key: 'contentInvalid', values: { problem: checked.problem } };
  }
  return problems;
}

/** The request body of `POST` and `PUT /admin/notifications`; call after `validate`. */
export function toInput(values: NotificationFormValues): NotificationInput {
  const title = values.title.trim();
  const instant = (value: string) => (value ? fromLocalInput(value)!.toISOString() : null);
  return {
    isGlobal: values.isGlobal,
    pages: values.isGlobal ? [] : PAGE_NAMES.filter((page) => values.pages.includes(page)),
    severity: values.severity,
    ...(title ? { title } : {}),
    content: values.content,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
  };
}

/** Where a notification stands against the clock (as the server's `status` filter says). */
export function statusAt(
  notification: Pick<Notification, 'startsAt' | 'endsAt'>,
  now: number,
): NotificationStatus {
  if (notification.startsAt && Date.parse(notification.startsAt) > now) return 'scheduled';
  if (notification.endsAt && Date.parse(notification.endsAt) <= now) return 'expired';
  return 'active';
}

/** The first words of a notification, for a list: its title, else the start of its text. */
export function headline(notification: Pick<Notification, 'title' | 'content'>, words = 12) {
  if (notification.title?.trim()) return notification.title.trim();
  const text = plainText(notification.content.ops).split(/\s+/).filter(Boolean);
  return text.length > words ? `${text.slice(0, words).join(' ')}…` : text.join(' ');
}
