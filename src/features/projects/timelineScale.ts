import type { Milestone } from '../../../contracts/projects';

export interface PhaseBar {
  phase: Milestone['phase'];
  planned: string | null;
  actual: string | null;
  state: 'done' | 'current' | 'ahead';
  /** Where the planned and the actual span lie, in percent of the chart's width. */
  plannedSpan?: [number, number];
  actualSpan?: [number, number];
}

export interface Timeline {
  bars: PhaseBar[];
  /** The first of January of the years shown, in percent of the width. */
  ticks: { year: number; at: number }[];
  todayAt: number;
}

const DAY = 86_400_000;
const days = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY;

/**
 * Lays the phases out on one time axis that holds every date and today. A phase runs from its
 * start to the start of the next phase that has one (planned against planned, actual against
 * actual); the phase under way runs to today; Completed is a moment.
 */
export function timelineOf(milestones: Milestone[], today: string): Timeline {
  const now = days(today);
  const dates = milestones.flatMap((m) => [m.planned, m.actual]).filter((d): d is string => !!d);
  const all = [...dates.map(days), now];
  let [first, last] = [Math.min(...all), Math.max(...all)];
  if (last - first < 365) [first, last] = [first - 180, last + 180];
  const pad = (last - first) * 0.03;
  [first, last] = [first - pad, last + pad];
  const at = (day: number) => ((day - first) / (last - first)) * 100;

  const started = milestones.filter((m) => m.actual && days(m.actual) <= now);
  const current = started[started.length - 1]?.phase;
  const nextStart = (from: number, key: 'planned' | 'actual') =>
    milestones.slice(from + 1).find((m) => m[key])?.[key] ?? null;

  const bars = milestones.map((m, i): PhaseBar => {
    const isEnd = m.phase === 'Completed';
    const state =
      m.actual && days(m.actual) <= now
        ? m.phase === current && !isEnd
          ? 'current'
          : 'done'
        : 'ahead';
    const bar: PhaseBar = { phase: m.phase, planned: m.planned, actual: m.actual, state };
    if (m.planned) {
      const end = isEnd ? m.planned : nextStart(i, 'planned');
      bar.plannedSpan = [at(days(m.planned)), at(days(end ?? m.planned))];
    }
    if (m.actual && state !== 'ahead') {
      const next = isEnd ? m.actual : nextStart(i, 'actual');
      const end = next ? days(next) : state === 'current' ? now : days(m.actual);
      bar.actualSpan = [at(days(m.actual)), at(Math.min(end, now))];
    }
    return bar;
  });

  const firstYear = new Date(first * DAY).getUTCFullYear() + 1;
  const lastYear = new Date(last * DAY).getUTCFullYear();
  const step = Math.max(1, Math.ceil((lastYear - firstYear + 1) / 8));
  const ticks = [];
  for (let year = firstYear; year <= lastYear; year += step) {
    ticks.push({ year, at: at(Date.UTC(year, 0, 1) / DAY) });
  }
  return { bars, ticks, todayAt: at(now) };
}
