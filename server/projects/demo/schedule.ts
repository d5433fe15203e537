import { PDP_PHASES, type Milestone, type Phase } from '../../../contracts/projects';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/** Typical months each PDP phase lasts before the next begins (Completed has no length). */
const MONTHS: Record<string, [number, number]> = {
  Planning: [4, 18],
  'Preliminary Engineering': [6, 18],
  'Environmental Engineering': [4, 16],
  'Final Engineering/ROW': [8, 24],
  Construction: [4, 30],
};

export interface Schedule {
  milestones: Milestone[];
  saleDate: string | null;
  fiscalYear: number;
}

/**
 * Milestones that agree with the phase: every phase the project has reached has an actual
 * start in the past (and the plan it slipped from), every phase ahead only a planned date in
 * the future. On hold and cancelled projects stopped in an early phase; a cancelled project
 * keeps its old plan and has no sale date.
 */
export function randomSchedule(random: Random, phase: Phase, today: Date): Schedule {
  const reached =
    phase === 'On hold'
      ? random.int(0, 3)
      : phase === 'Cancelled'
        ? random.int(0, 2)
        : PDP_PHASES.indexOf(phase as (typeof PDP_PHASES)[number]);
  const days = PDP_PHASES.map((name) => {
    const [min, max] = MONTHS[name] ?? [0, 0];
    return Math.round(random.between(min, max) * 30.4);
  });

  // Start of the reached phase: some time ago, within its own length (Completed: up to 6 years).
  const reachedDaysAgo =
    reached === PDP_PHASES.length - 1 ? random.int(10, 6 * 365) : random.int(5, days[reached]!);
  const starts: number[] = [];
  starts[reached] = today.getTime() - reachedDaysAgo * DAY_MS;
  for (let i = reached - 1; i >= 0; i--) starts[i] = starts[i + 1]! - days[i]! * DAY_MS;
  // A stalled project's future is re-planned from today; the others continue from the phase.
  const stalled = phase === 'On hold' || phase === 'Cancelled';
  let next = stalled ? today.getTime() + random.int(60, 400) * DAY_MS : 0;
  for (let i = reached + 1; i < PDP_PHASES.length; i++) {
    const from = stalled && i === reached + 1 ? next : starts[i - 1]! + days[i - 1]! * DAY_MS;
    // Never plan into the past: a late phase is re-planned to start soon.
    starts[i] = Math.max(from, today.getTime() + random.int(14, 120) * DAY_MS);
    next = starts[i]!;
  }

  const milestones = PDP_PHASES.map((name, i): Milestone => {
    const start = starts[i]!;
    if (i > reached) return { phase: name, planned: isoDay(start), actual: null };
    // Projects slip more often than they run early: the plan was mostly earlier.
    const slip = random.int(-20, 120) * DAY_MS;
    return { phase: name, planned: isoDay(start - slip), actual: isoDay(start) };
  });

  const construction = starts[PDP_PHASES.indexOf('Construction')]!;
  const sale = construction - random.int(45, 120) * DAY_MS;
  return {
    milestones,
    saleDate: phase === 'Cancelled' ? null : isoDay(sale),
    fiscalYear: fiscalYearOf(new Date(sale)),
  };
}

/** State fiscal years run July to June and are named by the year they end in. */
export function fiscalYearOf(date: Date): number {
  return date.getUTCFullYear() + (date.getUTCMonth() >= 6 ? 1 : 0);
}

export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
