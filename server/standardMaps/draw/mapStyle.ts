import { PHASE_COLORS, type Phase } from '../../../contracts/projectFields';

/** The colours of the printed maps: the app's brand (spec §9) on quiet neutrals. */
export const COLORS = {
  brand: '#009969',
  ink: '#1f1f1f',
  text: '#333333',
  muted: '#6b6b6b',
  faint: '#8a8a8a',
  rule: '#c8c8c0',
  paper: '#ffffff',
  /** Land outside the state (neighbouring states). */
  outside: '#ecece6',
  /** Beyond every state: lakes, sea and the neighbouring country. */
  beyond: '#e8eef1',
  stateFill: '#ffffff',
  countyLine: '#9a9a92',
  stateLine: '#3b3b3b',
  districtLine: '#009969',
  halo: '#ffffff',
  zebra: '#f3f3ee',
};

/** Phases of current projects, in legend order; a phase drawn later lies on top. */
export const CURRENT_PHASES = [
  'Planning',
  'Preliminary Engineering',
  'Environmental Engineering',
  'Final Engineering/ROW',
  'Construction',
  'On hold',
] as const satisfies readonly Phase[];

/** Drawn first, so the work happening now stays on top. */
export const DRAW_ORDER: readonly Phase[] = [
  'On hold',
  'Planning',
  'Preliminary Engineering',
  'Environmental Engineering',
  'Final Engineering/ROW',
  'Construction',
];

export function phaseColor(phase: string): string {
  return PHASE_COLORS[phase as Phase] ?? '#6e6e6e';
}

export type MapKind = 'statewide' | 'district' | 'county';

/** Symbol and label sizes by how much ground a map covers (points, at the tabloid size). */
export interface KindStyle {
  pointRadius: number;
  lineWidth: number;
  countyLabel: number;
  /** Smallest population of a place drawn (county seats and the capital always are). */
  minPopulation: number;
  labelProjects: boolean;
}

export const KIND_STYLES: Record<MapKind, KindStyle> = {
  statewide: {
    pointRadius: 2.1,
    lineWidth: 1.6,
    countyLabel: 6.2,
    minPopulation: 25_000,
    labelProjects: false,
  },
  district: {
    pointRadius: 3,
    lineWidth: 2.2,
    countyLabel: 9,
    minPopulation: 4_000,
    labelProjects: true,
  },
  county: {
    pointRadius: 3.8,
    lineWidth: 2.8,
    countyLabel: 11,
    minPopulation: 0,
    labelProjects: true,
  },
};
