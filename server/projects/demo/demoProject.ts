import type { Funding, Phase, Project } from '../../../contracts/projects';
import { lengthMiles, randomLineIn, randomPointIn, round6 } from './randomGeometry';
import { randomContact } from './people';
import type { Random } from './random';
import { randomSchedule } from './schedule';
import type { CountyShape } from '../../geo/stateCounties';
import { CROSS_STREETS, CROSSED_FEATURES, WORK_TYPES } from './workTypes';

/** A county as the generator uses it: its shape, district, neighbours and state routes. */
export interface DemoCounty extends CountyShape {
  district: number;
  neighbours: CountyShape[];
  routes: string[];
}

const PHASE_WEIGHTS: readonly (readonly [Phase, number])[] = [
  ['Planning', 12],
  ['Preliminary Engineering', 14],
  ['Environmental Engineering', 12],
  ['Final Engineering/ROW', 14],
  ['Construction', 16],
  ['Completed', 26],
  ['On hold', 4],
  ['Cancelled', 2],
];

const WORK_TYPE_WEIGHTS = WORK_TYPES.map((type) => [type, type.weight] as const);

/** One realistic project in `county` (its geometry inside the county's polygon). */
export function demoProject(
  random: Random,
  pid: string,
  county: DemoCounty,
  stateFips: string,
  today: Date,
): Project {
  const workType = random.weighted(WORK_TYPE_WEIGHTS);
  const interstates = county.routes.filter((route) => route.startsWith('IR-'));
  const route =
    workType.name === 'Interchange' && interstates.length > 0
      ? random.pick(interstates)
      : random.pick(county.routes);
  const phase = random.weighted(PHASE_WEIGHTS);

  const line =
    workType.shape === 'line' && workType.km
      ? randomLineIn(county.polygons, county.box, random.between(...workType.km), random)
      : undefined;
  const geometry = line
    ? { type: 'LineString' as const, coordinates: line }
    : { type: 'Point' as const, coordinates: pointIn(random, county) };
  const beginSlm = Math.round(random.between(0, 25) * 100) / 100;
  const endSlm = line ? Math.round((beginSlm + lengthMiles(line)) * 100) / 100 : beginSlm;

  // A line now and then crosses into the next county; its geometry stays in the first.
  const counties = [{ fips: county.fips, name: county.name }];
  if (line && county.neighbours.length > 0 && random.chance(0.05)) {
    const neighbour = random.pick(county.neighbours);
    counties.push({ fips: neighbour.fips, name: neighbour.name });
  }
  const crossing =
    workType.name === 'Interchange' ? random.pick(county.routes) : random.pick(CROSS_STREETS);
  const description = workType.text
    .replace('{route}', route)
    .replace('{county}', county.name)
    .replace('{between}', `from SLM ${beginSlm.toFixed(2)} to ${endSlm.toFixed(2)}`)
    .replace('{feature}', random.pick(CROSSED_FEATURES))
    .replace('{crossing}', crossing === route ? 'the local road' : crossing);

  const estimatedCost = roundCost(
    Math.exp(random.between(...(workType.cost.map(Math.log) as [number, number]))),
  );
  const schedule = randomSchedule(random, phase, today);
  const updated = today.getTime() - random.int(0, 365 * 86_400) * 1000;
  return {
    pid,
    name: `${county.abbreviation}-${route.split('-')[1]}-${beginSlm.toFixed(2)}`,
    description,
    district: county.district,
    counties,
    routes:
      crossing.includes('-') && workType.name === 'Interchange'
        ? [route, crossing].filter(unique)
        : [route],
    beginSlm,
    endSlm,
    workType: workType.name,
    phase,
    ...schedule,
    estimatedCost,
    funding: fundingSplit(random, estimatedCost, route),
    contact: randomContact(random, stateFips, county.district),
    geometry,
    updatedAt: new Date(updated).toISOString(),
  };
}

function pointIn(random: Random, county: DemoCounty): [number, number] {
  const [x, y] = randomPointIn(county.polygons, county.box, random);
  return [round6(x), round6(y)];
}

function unique(value: string, index: number, all: string[]): boolean {
  return all.indexOf(value) === index;
}

/** Estimates are rounded as estimators round them: to $1,000, or $10,000 above a million. */
function roundCost(cost: number): number {
  const step = cost >= 1e6 ? 10_000 : 1_000;
  return Math.max(step, Math.round(cost / step) * step);
}

/**
 * Who pays: interstates mostly federal, state routes federal and state, some local shares.
 * Parts are whole dollars and the last takes the remainder, so they add up to the estimate.
 */
export function fundingSplit(random: Random, cost: number, route: string): Funding[] {
  const shares: [string, number][] = route.startsWith('IR-')
    ? [
        ['Federal', 0.9],
        ['State', 0.1],
      ]
    : random.weighted<[string, number][]>([
        [
          [
            ['Federal', 0.8],
            ['State', 0.2],
          ],
          5,
        ],
        [
          [
            ['Federal', 0.8],
            ['Local', 0.2],
          ],
          2,
        ],
        [
          [
            ['Federal', 0.7],
            ['State', 0.2],
            ['Local', 0.1],
          ],
          2,
        ],
        [[['State', 1]], 2],
        [
          [
            ['State', 0.5],
            ['Local', 0.5],
          ],
          1,
        ],
      ]);
  let left = cost;
  return shares.map(([source, share], i) => {
    const amount = i === shares.length - 1 ? left : Math.round(cost * share);
    left -= amount;
    return { source, amount };
  });
}
