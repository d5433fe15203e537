/** A vertex in the map's coordinates: x, y (and maybe z or m, ignored). */
export type Vertex = readonly number[];

/**
 * The point halfway along a line's paths, measured in the map's coordinates: where a line
 * project is centred and its popup points, so that both lie on the project itself (the centre of
 * a winding line's extent can be off the line, and identify at the centre would then miss it).
 * No @arcgis/core import, so jest reads it.
 */
export function pointAlong(paths: readonly (readonly Vertex[])[]): [number, number] | null {
  const segments: { from: [number, number]; to: [number, number]; length: number }[] = [];
  let first: [number, number] | null = null;
  for (const path of paths) {
    let previous: [number, number] | null = null;
    for (const [x = 0, y = 0] of path) {
      const here: [number, number] = [x, y];
      first ??= here;
      if (previous) {
        segments.push({
          from: previous,
          to: here,
          length: Math.hypot(x - previous[0], y - previous[1]),
        });
      }
      previous = here;
    }
  }
  let remaining = segments.reduce((sum, segment) => sum + segment.length, 0) / 2;
  for (const { from, to, length } of segments) {
    if (length > 0 && remaining <= length) {
      const share = remaining / length;
      return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    }
    remaining -= length;
  }
  // Rounding past the end: its last vertex; no length at all: its first, if it has one.
  return segments.some((segment) => segment.length > 0) ? (segments.at(-1)?.to ?? first) : first;
}
