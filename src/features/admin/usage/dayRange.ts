/** The days of a usage report: UTC days `YYYY-MM-DD`, both ends included, as the server counts. */
export interface DayRange {
  from: string;
  to: string;
}

/** Date picker bounds (spec §5). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2099-12-31';
/**
 * The longest range `GET /admin/analytics` answers (a year, leap day included). The server's
 * `MAX_RANGE_DAYS` cannot be imported here; the contract's documentation states the same limit.
 */
export const MAX_RANGE_DAYS = 366;
/** Without a range in the address: the last 30 days, as the server's default. */
export const DEFAULT_RANGE_DAYS = 30;
/** The quick choices next to the date fields. */
export const PRESET_DAYS = [7, 30, 90, 365] as const;

export type RangeProblem = 'required' | 'invalid' | 'outOfBounds' | 'order' | 'tooLong';

export type RangeCheck =
  | { ok: true; range: DayRange; days: number }
  | { ok: false; from?: RangeProblem; to?: RangeProblem; days?: number };

const DAY_MS = 86_400_000;
const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** Today as a UTC day: page views are counted per UTC day. */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function isRealDay(value: string): boolean {
  if (!DAY_FORM.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `from`..`to` covers, both included (0 or less when `from` is after `to`). */
export function daysIn({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `count` days up to `today`, today included. */
export function lastDays(count: number, today: string): DayRange {
  return { from: addDays(today, 1 - count), to: today };
}

function checkDay(value: string): RangeProblem | undefined {
  if (value.trim() === '') return 'required';
  if (!isRealDay(value)) return 'invalid';
  if (value < FIRST_DAY || value > LAST_DAY) return 'outOfBounds';
  return undefined;
}

/**
 * Whether the server will answer this range: two real days within the date-picker bounds,
 * `from` not after `to`, at most MAX_RANGE_DAYS. Problems are named per field.
 */
export function checkRange(range: DayRange): RangeCheck {
  const from = checkDay(range.from);
  const to = checkDay(range.to);
  if (from || to) return { ok: false, ...(from && { from }), ...(to && { to }) };
  const days = daysIn(range);
  if (days < 1) return { ok: false, from: 'order', days };
  if (days > MAX_RANGE_DAYS) return { ok: false, from: 'tooLong', days };
  return { ok: true, range, days };
}

/**
 * The range the address asks for (`?from=&to=`); a missing end is filled in as the server
 * would: `to` is today, `from` the start of the DEFAULT_RANGE_DAYS up to `to`.
 */
export function rangeFromParams(params: URLSearchParams, today: string): DayRange {
  const to = params.get('to') ?? today;
  const from = params.get('from') ?? lastDays(DEFAULT_RANGE_DAYS, isRealDay(to) ? to : today).from;
  return { from, to };
}
