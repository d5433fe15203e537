export type Position = [number, number];
/** Rings of one polygon, the outer ring first, then holes. */
export type Polygon = Position[][];

/** Even-odd ray casting over every ring of every polygon, so holes are outside. */
export function insidePolygons(polygons: Polygon[], [x, y]: Position): boolean {
  let inside = false;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

export type Box = [number, number, number, number];

export function boxOf(polygons: Polygon[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const rings of polygons) {
    for (const [x, y] of rings[0] ?? []) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

/** Area-weighted centroid of the outer rings (shoelace), in degrees. */
export function centroidOf(polygons: Polygon[]): Position {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const rings of polygons) {
    const ring = rings[0] ?? [];
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      const cross = xj * yi - xi * yj;
      area += cross;
      cx += (xj + xi) * cross;
      cy += (yj + yi) * cross;
    }
  }
  return [cx / (3 * area), cy / (3 * area)];
}
