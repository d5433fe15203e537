import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkRange, rangeFromParams, todayUtc, type DayRange } from './dayRange';

/**
 * The range of the address (`?from=&to=`, so a report can be bookmarked and Back returns to
 * the previous range), whether the server will answer it, and a way to choose another.
 */
export function useUsageRange() {
  const [params, setParams] = useSearchParams();
  const today = todayUtc(new Date());
  const requested = useMemo(() => rangeFromParams(params, today), [params, today]);
  const check = useMemo(() => checkRange(requested), [requested]);
  const choose = (range: DayRange) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('from', range.from);
      next.set('to', range.to);
      return next;
    });
  return { today, requested, check, choose };
}
