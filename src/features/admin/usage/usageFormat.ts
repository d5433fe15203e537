/** Display formats of the usage figures, in the interface language. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** A share of the total as a percentage, e.g. `52.3 %` (up to one decimal). */
export function formatShare(part: number, total: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    total > 0 ? part / total : 0,
  );
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A UTC day in full, e.g. `Mar 1, 2026`. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    asDate(day),
  );
}

/**
 * Axis labels for the days of a range: month and day, with the year when the range spans
 * more than one year.
 */
export function dayLabelFormat(
  from: string,
  to: string,
  language: string,
): (day: string) => string {
  const format = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    ...(from.slice(0, 4) !== to.slice(0, 4) && { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return (day) => format.format(asDate(day));
}
