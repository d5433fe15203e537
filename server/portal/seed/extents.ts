import type { Box } from '../../geo/geometry';
import { loadStateGeography } from '../../geo/stateGeography';
import type { SeedItem } from './seedItem';

type ItemExtent = [[number, number], [number, number]];

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const toExtent = (box: Box): ItemExtent => [
  [round(box[0]), round(box[1])],
  [round(box[2]), round(box[3])],
];

/**
 * An item's `extent` (WGS84 `[[xmin, ymin], [xmax, ymax]]`, contract §2.8) from the area it
 * covers in the configured state: TIMS opens a web map there when it has no viewpoint. A
 * district the state does not have falls back to the whole state.
 */
export function extentOf(covers: SeedItem['covers'], stateFips: string): string | null {
  if (!covers) return null;
  const { counties, districts } = loadStateGeography(stateFips);
  if (covers !== 'state') {
    const district = districts.find((shape) => shape.district === covers.district);
    if (district) return JSON.stringify(toExtent(district.box));
  }
  const state = counties.reduce<Box>(
    (box, county) => [
      Math.min(box[0], county.box[0]),
      Math.min(box[1], county.box[1]),
      Math.max(box[2], county.box[2]),
      Math.max(box[3], county.box[3]),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
  return JSON.stringify(toExtent(state));
}
