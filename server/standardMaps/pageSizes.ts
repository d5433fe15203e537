/**
 * Paper sizes: the two the drawn maps are printed on, and the names of the sizes an uploaded
 * PDF may have. Points are PostScript points (1/72 in).
 */

export interface PageLayout {
  name: 'tabloid' | 'letter';
  /** Landscape. */
  width: number;
  height: number;
  margin: number;
  /** The column beside the map: title, inset, legend, scale, notes. */
  panelWidth: number;
  gutter: number;
  /** Type and symbols relative to the tabloid page. */
  scale: number;
}

/** 11 × 17 in, the default: what a DOT's standard maps are printed on. */
export const TABLOID: PageLayout = {
  name: 'tabloid',
  width: 17 * 72,
  height: 11 * 72,
  margin: 30,
  panelWidth: 270,
  gutter: 16,
  scale: 1,
};

/** 8.5 × 11 in, for office printers. */
export const LETTER: PageLayout = {
  name: 'letter',
  width: 11 * 72,
  height: 8.5 * 72,
  margin: 22,
  panelWidth: 196,
  gutter: 12,
  scale: 0.74,
};

export const DRAWN_LAYOUTS = [TABLOID, LETTER] as const;

/** Named sizes, portrait, in points. */
const NAMED: [string, number, number][] = [
  ['letter', 612, 792],
  ['legal', 612, 1008],
  ['tabloid', 792, 1224],
  ['ansi-c', 1224, 1584],
  ['ansi-d', 1584, 2448],
  ['ansi-e', 2448, 3168],
  ['arch-c', 1296, 1728],
  ['arch-d', 1728, 2592],
  ['arch-e', 2592, 3456],
  ['a4', 595.28, 841.89],
  ['a3', 841.89, 1190.55],
  ['a2', 1190.55, 1683.78],
  ['a1', 1683.78, 2383.94],
  ['a0', 2383.94, 3370.39],
];

/** The name of a page size (either way round, within 3 pt), or `custom`. */
export function pageSizeName(width: number, height: number): string {
  const [short, long] = width <= height ? [width, height] : [height, width];
  const named = NAMED.find(([, w, h]) => Math.abs(w - short) <= 3 && Math.abs(h - long) <= 3);
  return named ? named[0] : 'custom';
}
