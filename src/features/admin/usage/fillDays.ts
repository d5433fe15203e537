import { addDays, daysIn, type DayRange } from './dayRange';

export interface DayViews {
  day: string;
  views: number;
}

/**
 * Every day of `range` in order with its views, days without any as zero. The server already
 * answers every day; this keeps the per-day chart honest should a day be missing or extra.
 */
export function fillDays(range: DayRange, days: readonly DayViews[]): DayViews[] {
  const views = new Map<string, number>();
  for (const { day, views: count } of days) views.set(day, (views.get(day) ?? 0) + count);
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, index) => {
    const day = addDays(range.from, index);
    return { day, views: views.get(day) ?? 0 };
  });
}

/** The day with the most views (the earliest of equals), or undefined when none has any. */
export function busiestDay(days: readonly DayViews[]): DayViews | undefined {
  return days.reduce<DayViews | undefined>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    undefined,
  );
}
