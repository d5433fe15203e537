import type { Position } from './geometry';

/** How many districts a state gets: Ohio has 12; others about one per eight counties. */
export function districtCount(stateFips: string, counties: number): number {
  if (stateFips === '39') return 12;
  return Math.max(1, Math.min(12, Math.round(counties / 8)));
}

/**
 * Groups counties into `count` districts of neighbours by k-means over their centroids
 * (longitude scaled by the cosine of the latitude, so distances are fair). The seeds are
 * picked farthest-first from the northernmost county, so the result needs no randomness and
 * is the same on every run. Districts are numbered north to south, then west to east.
 */
export function assignDistricts(centroids: Position[], count: number): number[] {
  const meanLat = centroids.reduce((sum, [, y]) => sum + y, 0) / centroids.length;
  const scale = Math.cos((meanLat * Math.PI) / 180);
  const points = centroids.map(([x, y]): Position => [x * scale, y]);
  const distance = (a: Position, b: Position) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

  const northernmost = points.reduce(
    (best, point, i) => (point[1] > points[best]![1] ? i : best),
    0,
  );
  const centres: Position[] = [points[northernmost]!];
  while (centres.length < Math.min(count, points.length)) {
    let farthest = 0;
    let farthestDistance = -1;
    points.forEach((point, i) => {
      const nearest = Math.min(...centres.map((centre) => distance(point, centre)));
      if (nearest > farthestDistance) [farthest, farthestDistance] = [i, nearest];
    });
    centres.push(points[farthest]!);
  }

  let assignment = points.map(() => 0);
  for (let round = 0; round < 50; round++) {
    const next = points.map((point) => nearestIndex(point, centres, distance));
    const stable = next.every((centre, i) => centre === assignment[i]);
    assignment = next;
    centres.forEach((centre, c) => {
      const members = points.filter((_, i) => assignment[i] === c);
      // An emptied cluster keeps its centre rather than vanishing.
      if (members.length === 0) return;
      centres[c] = [
        members.reduce((sum, [x]) => sum + x, 0) / members.length,
        members.reduce((sum, [, y]) => sum + y, 0) / members.length,
      ];
    });
    if (stable && round > 0) break;
  }

  // Bands of about a degree of latitude, north first, then west to east within a band.
  const order = centres
    .map((centre, c) => ({ c, band: -Math.round(centre[1]), x: centre[0] }))
    .sort((a, b) => a.band - b.band || a.x - b.x);
  const number = new Map(order.map(({ c }, i) => [c, i + 1]));
  return assignment.map((c) => number.get(c) ?? 1);
}

function nearestIndex(
  point: Position,
  centres: Position[],
  distance: (a: Position, b: Position) => number,
): number {
  let best = 0;
  centres.forEach((centre, c) => {
    if (distance(point, centre) < distance(point, centres[best]!)) best = c;
  });
  return best;
}
