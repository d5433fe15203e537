/**
 * The one drawing every output is made from: pages of shapes in PostScript points (1/72 in,
 * y down), with paths as SVG path data. `renderPdf` writes it with pdfkit, `renderSvg` as SVG
 * (which resvg rasterises into the thumbnail and preview), so the PDF and the images cannot
 * disagree.
 */

export type FontFace = 'regular' | 'semibold' | 'bold' | 'italic';

export interface Paint {
  fill?: string;
  fillOpacity?: number;
  fillRule?: 'nonzero' | 'evenodd';
  stroke?: string;
  strokeWidth?: number;
  strokeOpacity?: number;
  dash?: number[];
  lineJoin?: 'miter' | 'round' | 'bevel';
  lineCap?: 'butt' | 'round' | 'square';
}

export interface TextStyle {
  font: FontFace;
  size: number;
  fill: string;
  letterSpacing?: number;
  /** A band of `color` around the letters, so labels stay legible over lines and symbols. */
  halo?: { color: string; width: number };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Shape =
  | { kind: 'path'; d: string; paint: Paint }
  /** Text on one line; `x` is where it starts, `y` its baseline. */
  | { kind: 'text'; text: string; x: number; y: number; style: TextStyle }
  /** Shapes drawn only inside `rect`. */
  | { kind: 'clip'; rect: Rect; shapes: Shape[] }
  /** A link on the page (PDF only), e.g. to the project search. */
  | { kind: 'link'; rect: Rect; url: string };

export interface Page {
  width: number;
  height: number;
  shapes: Shape[];
}

export interface DocumentInfo {
  title: string;
  subject: string;
  author: string;
  keywords: string;
  /** The edition's day: the PDF's creation date. */
  created: Date;
}

export interface MapDocument {
  info: DocumentInfo;
  pages: Page[];
}

/** Coordinates in path data: two decimals are a thirty-sixth of a millimetre on paper. */
export const fmt = (value: number) => String(Math.round(value * 100) / 100);

export function rectPath({ x, y, width, height }: Rect): string {
  return `M${fmt(x)},${fmt(y)}h${fmt(width)}v${fmt(height)}h${fmt(-width)}Z`;
}

export function circlePath(cx: number, cy: number, r: number): string {
  // Two arcs: SVG and pdfkit both turn an arc into curves.
  return `M${fmt(cx - r)},${fmt(cy)}a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(2 * r)},0a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(-2 * r)},0Z`;
}

export function linePath(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)},${fmt(y)}`).join('');
}

export function polygonPath(points: [number, number][]): string {
  return `${linePath(points)}Z`;
}

/** A five-pointed star of outer radius `r` centred on (cx, cy), one point up. */
export function starPath(cx: number, cy: number, r: number): string {
  const inner = r * 0.42;
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygonPath(points);
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function inside(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}
