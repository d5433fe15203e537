/**
 * Signed-distance-field glyphs in the protobuf format @arcgis/core's MapView reads for text drawn
 * in WebGL (`esriConfig.fontsUrl` + `/{fontstack}/{start}-{end}.pbf`, the format of Mapbox's
 * glyph ranges): 24 px glyphs with a 3 px border, the distance encoded as Esri's own client-side
 * generator does (`255 − 255 · (d / 8 + 0.25)`, d in pixels, negative inside). The distance is
 * measured to the outline itself (curves flattened), so no rasterizer is needed.
 */
import type { Font, Glyph } from 'fontkit';

const SIZE = 24;
const BUFFER = 3;
const RADIUS = 8;
const CUTOFF = 0.25;
/** Where a glyph's top is measured from: Arial's ascender at 24 px, as the stack's name promises. */
const ASCENDER = Math.round(0.905 * SIZE);

interface Segment {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface SdfGlyph {
  id: number;
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** The outline as straight segments in pixels (y up), curves cut in eight. */
function segmentsOf(glyph: Glyph, scale: number): Segment[] {
  const segments: Segment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const line = (nx: number, ny: number) => {
    if (nx !== x || ny !== y) segments.push({ x0: x, y0: y, x1: nx, y1: ny });
    x = nx;
    y = ny;
  };
  const STEPS = 8;
  for (const { command, args } of glyph.path.commands) {
    const p = args.map((value) => value * scale);
    if (command === 'moveTo') {
      if (x !== startX || y !== startY) line(startX, startY);
      x = startX = p[0]!;
      y = startY = p[1]!;
    } else if (command === 'lineTo') {
      line(p[0]!, p[1]!);
    } else if (command === 'quadraticCurveTo') {
      const [cx, cy, ex, ey] = p as [number, number, number, number];
      const sx = x;
      const sy = y;
      for (let i = 1; i <= STEPS; i += 1) {
        const t = i / STEPS;
        const u = 1 - t;
        line(u * u * sx + 2 * u * t * cx + t * t * ex, u * u * sy + 2 * u * t * cy + t * t * ey);
      }
    } else if (command === 'bezierCurveTo') {
      const [c1x, c1y, c2x, c2y, ex, ey] = p as [number, number, number, number, number, number];
      const sx = x;
      const sy = y;
      for (let i = 1; i <= STEPS; i += 1) {
        const t = i / STEPS;
        const u = 1 - t;
        line(
          u * u * u * sx + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex,
          u * u * u * sy + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ey,
        );
      }
    } else if (command === 'closePath') {
      line(startX, startY);
    }
  }
  if (x !== startX || y !== startY) line(startX, startY);
  return segments;
}

function distanceToSegment(px: number, py: number, s: Segment): number {
  const dx = s.x1 - s.x0;
  const dy = s.y1 - s.y0;
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.x0) * dx + (py - s.y0) * dy) / length));
  const ex = s.x0 + t * dx - px;
  const ey = s.y0 + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey);
}

/** TrueType and CFF fill by the non-zero winding rule. */
function winding(px: number, py: number, segments: Segment[]): number {
  let count = 0;
  for (const s of segments) {
    if (s.y0 <= py) {
      if (s.y1 > py && (s.x1 - s.x0) * (py - s.y0) - (px - s.x0) * (s.y1 - s.y0) > 0) count += 1;
    } else if (s.y1 <= py && (s.x1 - s.x0) * (py - s.y0) - (px - s.x0) * (s.y1 - s.y0) < 0) {
      count -= 1;
    }
  }
  return count;
}

/** The SDF glyph of a code point, or null when the font has none for it. */
export function sdfGlyph(font: Font, codePoint: number): SdfGlyph | null {
  if (!font.hasGlyphForCodePoint(codePoint)) return null;
  const glyph = font.glyphForCodePoint(codePoint);
  const scale = SIZE / font.unitsPerEm;
  const advance = Math.round(glyph.advanceWidth * scale);
  const segments = segmentsOf(glyph, scale);
  if (segments.length === 0) {
    return {
      id: codePoint,
      bitmap: new Uint8Array(0),
      width: 0,
      height: 0,
      left: 0,
      top: -ASCENDER,
      advance,
    };
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of segments) {
    minX = Math.min(minX, s.x0, s.x1);
    maxX = Math.max(maxX, s.x0, s.x1);
    minY = Math.min(minY, s.y0, s.y1);
    maxY = Math.max(maxY, s.y0, s.y1);
  }
  const left = Math.floor(minX);
  const top = Math.ceil(maxY);
  const width = Math.ceil(maxX) - left;
  const height = top - Math.floor(minY);
  const columns = width + 2 * BUFFER;
  const rows = height + 2 * BUFFER;
  const bitmap = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    const py = top + BUFFER - row - 0.5;
    for (let column = 0; column < columns; column += 1) {
      const px = left - BUFFER + column + 0.5;
      let distance = Infinity;
      for (const s of segments) distance = Math.min(distance, distanceToSegment(px, py, s));
      const signed = winding(px, py, segments) !== 0 ? -distance : distance;
      bitmap[row * columns + column] = Math.max(
        0,
        Math.min(255, Math.round(255 - 255 * (signed / RADIUS + CUTOFF))),
      );
    }
  }
  return { id: codePoint, bitmap, width, height, left, top: top - ASCENDER, advance };
}

/* Protocol buffers, the few wire types the glyph format uses. */
function varint(out: number[], value: number) {
  let rest = value >>> 0;
  while (rest > 127) {
    out.push((rest & 127) | 128);
    rest >>>= 7;
  }
  out.push(rest);
}
const zigzag = (value: number) => ((value << 1) ^ (value >> 31)) >>> 0;
function bytesField(out: number[], field: number, bytes: ArrayLike<number>) {
  varint(out, (field << 3) | 2);
  varint(out, bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out.push(bytes[i]!);
}
function uintField(out: number[], field: number, value: number) {
  varint(out, field << 3);
  varint(out, value);
}

/** One range file: `glyphs { stacks: [fontstack { name, range, glyphs }] }`. */
export function encodeRange(name: string, start: number, glyphs: SdfGlyph[]): Uint8Array {
  const stack: number[] = [];
  bytesField(stack, 1, Buffer.from(name, 'utf8'));
  bytesField(stack, 2, Buffer.from(`${start}-${start + 255}`, 'utf8'));
  for (const glyph of glyphs) {
    const body: number[] = [];
    uintField(body, 1, glyph.id);
    if (glyph.bitmap.length > 0) bytesField(body, 2, glyph.bitmap);
    uintField(body, 3, glyph.width);
    uintField(body, 4, glyph.height);
    uintField(body, 5, zigzag(glyph.left));
    uintField(body, 6, zigzag(glyph.top));
    uintField(body, 7, glyph.advance);
    bytesField(stack, 3, body);
  }
  const file: number[] = [];
  bytesField(file, 1, stack);
  return Uint8Array.from(file);
}
