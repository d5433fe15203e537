import type { Polygon } from 'geojson';
import { squareBounds, squareOf, type ProjectBinLevel } from '../../../contracts/projectBins';
import type { PointColumns } from '../pointAnswer';
import type { MemoryFeature } from '../memoryLayer';
import { lonLatToMercator, mercatorToLonLat, type Box } from '../spatial';
import { esriColor } from './phaseRenderer';

/**
 * The projects counted in the squares of one level's grid: one feature per square that holds
 * any, its object id the square's id in the world's grid (`squareOf`, so the same square keeps
 * its id as projects come and go), its polygon in WGS84 (a square's sides are a meridian and a
 * parallel, straight in either projection), `projects` how many points fall in it.
 */
export function projectBins(columns: PointColumns, level: ProjectBinLevel): MemoryFeature[] {
  const counts = new Map<number, number>();
  for (let i = 0; i < columns.ids.length; i++) {
    const id = squareOf(level, ...lonLatToMercator(columns.lon[i]!, columns.lat[i]!));
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([id, projects]) => {
      const [minX, minY, maxX, maxY] = squareBounds(level, id);
      const [west, south] = mercatorToLonLat(minX, minY);
      const [east, north] = mercatorToLonLat(maxX, maxY);
      const box: Box = [west, south, east, north];
      const geometry: Polygon = {
        type: 'Polygon',
        // Counter-clockwise, as GeoJSON's outer rings go (RFC 7946).
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      };
      return { id, geometry, box, attributes: { projects } };
    });
}

/** Light to dark, few projects to many: a sequential ramp readable on the light and dark maps. */
const RAMP = ['#fde6a1', '#f7a35c', '#d9534f', '#8e2a6b', '#3d1a5b'];
/** Slightly see-through: the counties and roads of the basemap show under the squares. */
const ALPHA = 210;

/** The ramp's colour for stop `i` of `n`, spread over the whole ramp. */
const rampAt = (i: number, n: number) =>
  RAMP[n === 1 ? 0 : Math.round((i * (RAMP.length - 1)) / (n - 1))]!;

/**
 * The squares' renderer: shaded by how many projects each holds, the ramp's stops at the counts'
 * quantiles (so a state of 9,000 projects and one of a million both use the whole ramp), rounded
 * to whole projects and never repeated.
 */
export function binsRenderer(bins: MemoryFeature[], legendTitle: string): Record<string, unknown> {
  const counts = bins.map((bin) => Number(bin.attributes.projects)).sort((a, b) => a - b);
  const at = (share: number) =>
    counts.length === 0
      ? 1
      : counts[Math.min(counts.length - 1, Math.floor(share * counts.length))]!;
  const values: number[] = [];
  for (const share of [0, 0.5, 0.8, 0.95, 1]) {
    const value = Math.max(1, Math.round(at(share)));
    if (values.length === 0 || value > values[values.length - 1]!) values.push(value);
  }
  const stops = values.map((value, i) => ({
    value,
    color: esriColor(rampAt(i, values.length), ALPHA),
    label: String(value),
  }));
  return {
    type: 'simple',
    symbol: {
      type: 'esriSFS',
      style: 'esriSFSSolid',
      color: esriColor(RAMP[0]!, ALPHA),
      outline: { type: 'esriSLS', style: 'esriSLSSolid', color: [255, 255, 255, 90], width: 0.4 },
    },
    visualVariables: [
      { type: 'colorInfo', field: 'projects', stops, legendOptions: { title: legendTitle } },
    ],
  };
}
