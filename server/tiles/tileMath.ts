/**
 * Web Mercator as the XYZ tile scheme draws it: the world a square of `256 · 2^z` pixels, x to
 * the east and y to the south, cut into 256-pixel tiles. Coordinates here are "world units",
 * that square scaled to 0…1, so one projection serves every zoom.
 */

export const TILE_SIZE = 256;
/** Deeper than the 1:10,000,000 Census boundaries are worth; level 14 is about 1:36,000. */
export const MAX_ZOOM = 14;
/** Where Web Mercator stops (the square's edge): `atan(sinh(π))`. */
const MAX_LATITUDE = 85.0511287798066;

export type Position = [number, number];
/** `[xmin, ymin, xmax, ymax]`. */
export type Box = [number, number, number, number];

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Longitude and latitude (degrees) to world units. */
export function toWorld([longitude, latitude]: Position): Position {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(longitude + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** How many pixels one world unit is at zoom `z`. */
export const worldPixels = (z: number) => TILE_SIZE * 2 ** z;

/** Whether x and y name a tile of level z (0 … 2^z − 1). */
export function isTileOf({ z, x, y }: TileAddress): boolean {
  const count = 2 ** z;
  return x < count && y < count;
}

/** A tile's square in world units, grown by `padding` pixels on each side. */
export function tileBox({ z, x, y }: TileAddress, padding = 0): Box {
  const size = worldPixels(z);
  return [
    (x * TILE_SIZE - padding) / size,
    (y * TILE_SIZE - padding) / size,
    ((x + 1) * TILE_SIZE + padding) / size,
    ((y + 1) * TILE_SIZE + padding) / size,
  ];
}

export const boxesOverlap = (a: Box, b: Box) =>
  a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

export function boxOfPoints(rings: Iterable<Position[]>): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
  }
  return box;
}
