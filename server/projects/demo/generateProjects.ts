import type { Project } from '../../../contracts/projects';
import { demoProject, type DemoCounty } from './demoProject';
import { createRandom, type Random } from './random';
import { loadStateGeography } from '../../geo/stateGeography';

export interface GenerateOptions {
  /** The same seed, count, state and day give the same projects. */
  seed: number;
  count: number;
  stateFips: string;
  /** "Today" for the schedules: phases reached lie before it, phases ahead after it. */
  today: Date;
}

/** The default number of demo projects `npm start` seeds. */
export const DEMO_PROJECT_COUNT = 3000;
export const DEMO_SEED = 20_260_101;
/** Six digits allow a million PIDs; more projects than that cannot be told apart. */
export const MAX_PROJECTS = 1_000_000;

const INTERSTATES = [70, 71, 75, 76, 77, 80, 90, 270, 271, 275, 280, 470, 475, 480, 670, 675];
const US_ROUTES = [6, 20, 22, 23, 24, 25, 30, 33, 35, 36, 40, 42, 50, 52, 62, 68, 127, 224, 250];

/** Demo projects, one at a time, so a million never sit in memory together. */
export function* generateProjects(options: GenerateOptions): Generator<Project> {
  if (options.count > MAX_PROJECTS) throw new Error(`At most ${MAX_PROJECTS} projects`);
  const random = createRandom(options.seed);
  const counties = demoCounties(options.stateFips);
  const weights = counties.map((county) => [county, countyWeight(county)] as const);
  const nextPid = pidSequence(random, options.count);
  for (let i = 0; i < options.count; i++) {
    const county = random.weighted(weights);
    yield demoProject(random, nextPid(i), county, options.stateFips, options.today);
  }
}

/**
 * Distinct PIDs in a scrambled order: i ↦ (a·i + b) mod span is a permutation of the span when
 * a shares no factor with it. Up to 900,000 projects the PIDs start at 100000, as real ones do.
 */
function pidSequence(random: Random, count: number): (i: number) => string {
  const base = count <= 900_000 ? 100_000 : 0;
  const span = count <= 900_000 ? 900_000 : 1_000_000;
  let a = random.int(Math.floor(span / 3), Math.floor((2 * span) / 3));
  while (a % 2 === 0 || a % 3 === 0 || a % 5 === 0) a++;
  const b = random.int(0, span - 1);
  return (i) => String(base + ((a * i + b) % span)).padStart(6, '0');
}

const demoCountyCache = new Map<string, DemoCounty[]>();

/** The state's counties with their districts, neighbours and routes (the same every run). */
export function demoCounties(stateFips: string): DemoCounty[] {
  const cached = demoCountyCache.get(stateFips);
  if (cached) return cached;
  const shapes = loadStateGeography(stateFips).counties;
  const counties = shapes.map((county): DemoCounty => {
    const distance = (other: typeof county) =>
      Math.hypot(other.centroid[0] - county.centroid[0], other.centroid[1] - county.centroid[1]);
    const neighbours = shapes
      .filter((other) => other !== county)
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, 4);
    return { ...county, neighbours, routes: countyRoutes(county.fips) };
  });
  demoCountyCache.set(stateFips, counties);
  return counties;
}

/** A county's own mix of interstates, US and state routes, seeded by its FIPS code. */
function countyRoutes(fips: string): string[] {
  const random = createRandom(Number(fips) * 7919);
  const routes = new Set<string>();
  if (random.chance(0.45)) routes.add(`IR-${random.pick(INTERSTATES)}`);
  for (let i = random.int(1, 3); i > 0; i--) routes.add(`US-${random.pick(US_ROUTES)}`);
  for (let i = random.int(4, 9); i > 0; i--) routes.add(`SR-${random.int(1, 700)}`);
  return [...routes];
}

/** Larger counties get more projects (box area in square degrees, so roughly by size). */
function countyWeight(county: DemoCounty): number {
  const [minx, miny, maxx, maxy] = county.box;
  return 0.05 + (maxx - minx) * (maxy - miny);
}
