import polylabel from 'polylabel';
import type { Polygon as GeoPolygon } from '../geo/geometry';
import { loadStateGeography } from '../geo/stateGeography';
import { loadUsStates } from '../geo/usStates';
import { boxOfPoints, toWorld, type Box, type Position } from './tileMath';

/** Rings of one polygon in world units, the outer ring first. */
export type WorldPolygon = Position[][];

/** One polygon and its box: a tile draws the parts it overlaps, never a whole state. */
export interface ShapePart {
  rings: WorldPolygon;
  box: Box;
}

/** A shape of the basemap in world units, with where its name goes. */
export interface TileShape {
  parts: ShapePart[];
  name: string;
  /** The visual centre of its largest part (polylabel). */
  labelAt: Position;
}

export interface TileGeography {
  /** Every other state and territory: the land around the state. */
  otherStates: TileShape[];
  state: TileShape;
  counties: (TileShape & { district: number })[];
  districts: (TileShape & { district: number })[];
}

function ringArea(ring: Position[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    area += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return Math.abs(area / 2);
}

function shapeOf(name: string, polygons: GeoPolygon[]): TileShape {
  const world = polygons.map((rings) => rings.map((ring) => ring.map(toWorld)));
  const largest = world.reduce((best, rings) =>
    ringArea(rings[0] ?? []) > ringArea(best[0] ?? []) ? rings : best,
  );
  const box = boxOfPoints([largest[0] ?? []]);
  // A hundred-thousandth of the part's size: well under a pixel at the zooms that label it.
  const precision = Math.max(box[2] - box[0], box[3] - box[1]) / 1e5;
  const [x, y] = polylabel(largest, precision);
  return {
    parts: world.map((rings) => ({ rings, box: boxOfPoints([rings[0] ?? []]) })),
    name,
    labelAt: [x, y],
  };
}

const cache = new Map<string, TileGeography>();

/**
 * What the basemap tiles draw, read once per state: the U.S. states and the state's counties
 * and districts (`server/geo`, the same shapes the FeatureServers serve), in world units.
 */
export function loadTileGeography(stateFips: string): TileGeography {
  const cached = cache.get(stateFips);
  if (cached) return cached;
  const states = loadUsStates();
  const home = states.find((state) => state.fips === stateFips);
  if (!home) throw new Error(`No state with FIPS ${stateFips}`);
  const geography = loadStateGeography(stateFips);
  const otherStates = states
    .filter((state) => state !== home)
    .map((state) => shapeOf(state.name, state.polygons));
  const loaded: TileGeography = {
    otherStates,
    state: shapeOf(home.name, home.polygons),
    counties: geography.counties.map((county) => ({
      ...shapeOf(county.name, county.polygons),
      district: county.district,
    })),
    districts: geography.districts.map((district) => ({
      ...shapeOf(`District ${district.district}`, district.polygons),
      district: district.district,
    })),
  };
  cache.set(stateFips, loaded);
  return loaded;
}
