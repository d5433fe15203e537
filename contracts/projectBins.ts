/**
 * How the map draws the projects at small scales: counted in squares of a Web Mercator grid
 * (the Projects FeatureServer's bin layers), each square shaded by how many projects it holds,
 * and every project as its own point once zoomed in past `PROJECT_POINTS_MIN_SCALE`. Plain data
 * shared by the server (the layers) and the browser app (their scale ranges, identify).
 */

/** The width of the Web Mercator world, in metres (2π × 6,378,137). */
export const WEB_MERCATOR_WORLD = 40_075_016.685578488;

export interface ProjectBinLevel {
  /** The layer of the Projects FeatureServer. */
  layerId: number;
  /** The side of a square: the world's width divided by a power of two, so levels nest. */
  cellMeters: number;
  /** Drawn at scales of 1:minScale and larger (0: no limit)… */
  minScale: number;
  /** …down to 1:maxScale (exclusive). */
  maxScale: number;
}

/** The points layer is drawn at scales larger than 1:this; the squares above it. */
export const PROJECT_POINTS_MIN_SCALE = 750_000;

/**
 * Two sizes of square, each about 8–16 pixels across where it is drawn: 9.8 km at the state's
 * extent (web zoom levels 8 and below), 4.9 km at a district's (level 9).
 */
export const PROJECT_BIN_LEVELS: readonly ProjectBinLevel[] = [
  { layerId: 2, cellMeters: WEB_MERCATOR_WORLD / 2 ** 12, minScale: 0, maxScale: 1_500_000 },
  {
    layerId: 3,
    cellMeters: WEB_MERCATOR_WORLD / 2 ** 13,
    minScale: 1_500_000,
    maxScale: PROJECT_POINTS_MIN_SCALE,
  },
];

const HALF_WORLD = WEB_MERCATOR_WORLD / 2;

/** How many squares of a level run across the world (and down it). */
export const squaresPerRow = (level: ProjectBinLevel) =>
  Math.round(WEB_MERCATOR_WORLD / level.cellMeters);

/**
 * The square of a level holding a Web Mercator point: its id, the row (from the north) times the
 * squares per row plus the column (from the west). A point on a side belongs to the square east
 * or south of it: a square is [west, east) × (south, north].
 */
export function squareOf(level: ProjectBinLevel, x: number, y: number): number {
  const perRow = squaresPerRow(level);
  const clamp = (value: number) => Math.min(perRow - 1, Math.max(0, Math.floor(value)));
  const column = clamp((x + HALF_WORLD) / level.cellMeters);
  const row = clamp((HALF_WORLD - y) / level.cellMeters);
  return row * perRow + column;
}

/** The Web Mercator bounds of a square, `[west, south, east, north]`. */
export function squareBounds(level: ProjectBinLevel, id: number): [number, number, number, number] {
  const perRow = squaresPerRow(level);
  const column = id % perRow;
  const row = Math.floor(id / perRow);
  const west = column * level.cellMeters - HALF_WORLD;
  const north = HALF_WORLD - row * level.cellMeters;
  return [west, north - level.cellMeters, west + level.cellMeters, north];
}
