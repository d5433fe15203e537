import type { TextStyle } from '../standardMaps/draw/drawing';
import { capHeight, textOutline, textWidth } from '../standardMaps/draw/fonts';
import type { TileGeography, TileShape } from './tileGeography';
import { worldPixels, type Box, type TileAddress } from './tileMath';
import type { TileStyle } from './tileStyles';

/** A name placed on the map of one zoom level, in that level's pixels. */
export interface PlacedLabel {
  text: string;
  style: Pick<TextStyle, 'font' | 'size' | 'letterSpacing'>;
  /** Where the text starts and its baseline. */
  x: number;
  baseline: number;
  box: Box;
}

interface LabelKind {
  shapes: (geography: TileGeography) => TileShape[];
  zooms: [number, number];
  style: (z: number) => PlacedLabel['style'];
  text: (shape: TileShape) => string;
  /** Only for the styles that draw districts. */
  districtsOnly?: boolean;
}

/** In order of precedence: a label placed first keeps its place. */
const KINDS: LabelKind[] = [
  {
    shapes: (geography) => [geography.state],
    zooms: [4, 6],
    style: () => ({ font: 'semibold', size: 11, letterSpacing: 0.8 }),
    text: (shape) => shape.name.toUpperCase(),
  },
  // The neighbours stay named a little closer in, where the state's counties are.
  {
    shapes: (geography) => geography.otherStates,
    zooms: [4, 8],
    style: (z) => ({ font: 'semibold', size: z >= 7 ? 12 : 11, letterSpacing: 0.8 }),
    text: (shape) => shape.name.toUpperCase(),
  },
  {
    shapes: (geography) => geography.districts,
    zooms: [6, 9],
    style: (z) => ({ font: 'bold', size: z >= 8 ? 14 : 12 }),
    text: (shape) => shape.name,
    districtsOnly: true,
  },
  {
    shapes: (geography) => geography.counties,
    zooms: [8, 14],
    style: (z) => ({ font: 'regular', size: z >= 10 ? 13 : z >= 9 ? 12 : 11, letterSpacing: 0.3 }),
    text: (shape) => shape.name,
  },
];

/** Space kept free around a label, in pixels. */
const AIR = 6;

const overlaps = (a: Box, b: Box) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

/**
 * The names drawn at one zoom level, placed over the whole map at once (not tile by tile), so
 * every tile a name crosses draws the same name at the same place and the halves meet. A name
 * that would overlap one placed before it, or is wider than its shape, is left out.
 */
function placeLabels(geography: TileGeography, z: number, withDistricts: boolean) {
  const size = worldPixels(z);
  const placed: PlacedLabel[] = [];
  for (const kind of KINDS) {
    if (z < kind.zooms[0] || z > kind.zooms[1] || (kind.districtsOnly && !withDistricts)) continue;
    const style = kind.style(z);
    for (const shape of kind.shapes(geography)) {
      const text = kind.text(shape);
      const width = textWidth(text, style);
      const largest = shape.parts.reduce((best, part) =>
        part.box[2] - part.box[0] > best.box[2] - best.box[0] ? part : best,
      );
      if ((largest.box[2] - largest.box[0]) * size < width * 0.9) continue;
      const cap = capHeight(style);
      const x = shape.labelAt[0] * size - width / 2;
      const baseline = shape.labelAt[1] * size + cap / 2;
      const box: Box = [x - AIR, baseline - cap - AIR, x + width + AIR, baseline + cap * 0.3 + AIR];
      if (placed.some((label) => overlaps(label.box, box))) continue;
      placed.push({ text, style, x, baseline, box });
    }
  }
  return placed;
}

const placements = new WeakMap<TileGeography, Map<string, PlacedLabel[]>>();

function labelsOf(geography: TileGeography, z: number, withDistricts: boolean): PlacedLabel[] {
  let levels = placements.get(geography);
  if (!levels) {
    levels = new Map();
    placements.set(geography, levels);
  }
  const key = `${z}:${withDistricts}`;
  let labels = levels.get(key);
  if (!labels) {
    labels = placeLabels(geography, z, withDistricts);
    levels.set(key, labels);
  }
  return labels;
}

/** The SVG of the names that fall on a tile: halo first, then the letters. */
export function tileLabelsSvg(
  geography: TileGeography,
  address: TileAddress,
  style: TileStyle,
): string {
  const left = address.x * 256;
  const top = address.y * 256;
  const tile: Box = [left, top, left + 256, top + 256];
  const paths = labelsOf(geography, address.z, !!style.districtFills)
    .filter((label) => overlaps(label.box, tile))
    .map((label) => textOutline(label.text, label.style, label.x - left, label.baseline - top));
  if (paths.length === 0) return '';
  const d = paths.join('');
  return (
    `<path d="${d}" fill="none" stroke="${style.halo}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="${style.label}"/>`
  );
}
