/** Longest range one request may ask for: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
/** Without `from` and `to`: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;

export type DayRange =
  { ok: true; from: string; to: string } | { ok: false; field: string; message: string };

/**
 * The range of UTC days a report covers. The schema has checked the `YYYY-MM-DD` form; this
 * checks what it cannot: that the days exist (no 2026-02-30), their order and the length.
 */
export function resolveDayRange(query: { from?: string; to?: string }, today: Date): DayRange {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isRealDay(value)) {
      const name = `querystring/${field}`;
      return { ok: false, field: name, message: `${name} must be a real day (YYYY-MM-DD)` };
    }
  }
  const to = query.to ?? today.toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  const length = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (length < 1) {
    return {
      ok: false,
      field: 'querystring/from',
      message: `querystring/from (${from}) must not be after querystring/to (${to})`,
    };
  }
  if (length > MAX_RANGE_DAYS) {
    return {
      ok: false,
      field: 'querystring/from',
      message: `The range may cover at most ${MAX_RANGE_DAYS} days (got ${length})`,
    };
  }
  return { ok: true, from, to };
}

function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}
