import type { Random } from './random';
import { insidePolygons, type Box, type Polygon, type Position } from '../../geo/geometry';

/** A uniformly random point inside the polygons, by rejection from their box. */
export function randomPointIn(polygons: Polygon[], box: Box, random: Random): Position {
  for (;;) {
    const point: Position = [random.between(box[0], box[2]), random.between(box[1], box[3])];
    if (insidePolygons(polygons, point)) return point;
  }
}

const KM_PER_DEGREE = 111.32;

/**
 * A short polyline of about `km` kilometres that starts at a random inside point and wanders
 * in one general heading; every vertex and every segment midpoint stays inside. Returns
 * undefined when the county is too small for it after a few tries (the caller uses a point).
 */
export function randomLineIn(
  polygons: Polygon[],
  box: Box,
  km: number,
  random: Random,
): Position[] | undefined {
  const vertices = Math.max(2, Math.min(12, Math.round(km / 0.8) + 1));
  const stepKm = km / (vertices - 1);
  for (let attempt = 0; attempt < 8; attempt++) {
    const start = randomPointIn(polygons, box, random);
    const cosLat = Math.cos((start[1] * Math.PI) / 180);
    let heading = random.between(0, 2 * Math.PI);
    const line: Position[] = [start];
    for (let i = 1; i < vertices; i++) {
      heading += random.between(-0.35, 0.35);
      const [x, y] = line[i - 1]!;
      const next: Position = [
        round6(x + (Math.cos(heading) * stepKm) / (KM_PER_DEGREE * cosLat)),
        round6(y + (Math.sin(heading) * stepKm) / KM_PER_DEGREE),
      ];
      const middle: Position = [(x + next[0]) / 2, (y + next[1]) / 2];
      if (!insidePolygons(polygons, next) || !insidePolygons(polygons, middle)) break;
      line.push(next);
    }
    if (line.length === vertices) {
      line[0] = [round6(start[0]), round6(start[1])];
      return line;
    }
  }
  return undefined;
}

/** Length in miles along the earth's surface (equirectangular: fine for a few miles). */
export function lengthMiles(line: Position[]): number {
  let km = 0;
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1]!;
    const [x1, y1] = line[i]!;
    const cosLat = Math.cos((((y0 + y1) / 2) * Math.PI) / 180);
    km += Math.hypot((x1 - x0) * cosLat, y1 - y0) * KM_PER_DEGREE;
  }
  return km / 1.609344;
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
