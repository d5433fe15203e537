import type { BridgesTable } from '../db/schema';
import { createRandom, type Random } from '../projects/demo/random';
import { randomPointIn, round6 } from '../projects/demo/randomGeometry';
import { CROSSED_FEATURES } from '../projects/demo/workTypes';
import { demoCounties } from '../projects/demo/generateProjects';

export const DEMO_BRIDGE_COUNT = 5000;

/** The condition a bridge's lowest rating makes (the FHWA's Good / Fair / Poor). */
export function conditionOf(lowest: number): BridgesTable['condition'] {
  return lowest >= 7 ? 'Good' : lowest >= 5 ? 'Fair' : 'Poor';
}

/** Ratings drift down with age: a new bridge rates 7–9, an old one anywhere from 3. */
function rating(random: Random, age: number): number {
  const worst = Math.max(3, 9 - Math.floor(age / 15));
  return random.int(Math.min(worst, 7), 9 - (age > 60 ? 2 : age > 30 ? 1 : 0));
}

/**
 * Demo bridges for the configured state, made with the demo projects' counties and routes, the
 * same on every run: a seven-digit structure number (county FIPS and a sequence), a point
 * inside its county, a route it carries, a creek it crosses, a year built and its ratings.
 */
export function* generateBridges(options: {
  seed: number;
  count: number;
  stateFips: string;
  year: number;
}): Generator<BridgesTable> {
  const random = createRandom(options.seed);
  const counties = demoCounties(options.stateFips);
  const sequence = new Map<string, number>();
  for (let i = 0; i < options.count; i++) {
    const county = random.pick(counties);
    const next = (sequence.get(county.fips) ?? 0) + 1;
    sequence.set(county.fips, next);
    const yearBuilt = random.int(1925, options.year - 1);
    const age = options.year - yearBuilt;
    const ratings = [rating(random, age), rating(random, age), rating(random, age)] as const;
    const [x, y] = randomPointIn(county.polygons, county.box, random);
    yield {
      structure_number: `${county.fips.slice(2)}${String(next).padStart(4, '0')}`,
      county_fips: county.fips,
      county_name: county.name,
      district: county.district,
      route: random.pick(county.routes),
      feature_crossed: random.pick(CROSSED_FEATURES),
      year_built: yearBuilt,
      deck_rating: ratings[0],
      superstructure_rating: ratings[1],
      substructure_rating: ratings[2],
      condition: conditionOf(Math.min(...ratings)),
      x: round6(x),
      y: round6(y),
    };
  }
}
