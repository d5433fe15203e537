import { openSync, type Font } from 'fontkit';
import { fmt, type FontFace, type TextStyle } from './drawing';

/**
 * Source Sans 3, the app's font (spec §9), as TrueType files from Adobe's `source-sans` package:
 * pdfkit embeds a subset of each into the PDF, the images draw the same glyphs' outlines, and
 * fontkit measures text here so labels are placed from the real widths.
 */

const FILES: Record<FontFace, string> = {
  regular: 'SourceSans3-Regular.ttf',
  semibold: 'SourceSans3-Semibold.ttf',
  bold: 'SourceSans3-Bold.ttf',
  italic: 'SourceSans3-It.ttf',
};

export const FONT_FACES = Object.keys(FILES) as FontFace[];

export function fontFile(face: FontFace): string {
  return require.resolve(`source-sans/TTF/${FILES[face]}`);
}

const fonts = new Map<FontFace, Font>();

/** The parsed font of a face, read once per process (pdfkit takes it as it is). */
export function font(face: FontFace): Font {
  let loaded = fonts.get(face);
  if (!loaded) {
    loaded = openSync(fontFile(face)) as Font;
    fonts.set(face, loaded);
  }
  return loaded;
}

const widths = new Map<string, number>();

/** The advance width of `text` in points, kerning and letter spacing included. */
export function textWidth(text: string, style: Pick<TextStyle, 'font' | 'size' | 'letterSpacing'>) {
  const key = `${style.font}\u0000${text}`;
  let em = widths.get(key);
  if (em === undefined) {
    const face = font(style.font);
    em = face.layout(text).advanceWidth / face.unitsPerEm;
    widths.set(key, em);
  }
  return em * style.size + Math.max(0, text.length - 1) * (style.letterSpacing ?? 0);
}

/** Height of capital letters above the baseline, in points. */
export function capHeight(style: Pick<TextStyle, 'font' | 'size'>): number {
  const face = font(style.font);
  return (face.capHeight / face.unitsPerEm) * style.size;
}

/** Depth of descenders below the baseline, in points (positive). */
export function descent(style: Pick<TextStyle, 'font' | 'size'>): number {
  const face = font(style.font);
  return (-face.descent / face.unitsPerEm) * style.size;
}

/** `text` cut to fit `maxWidth`, ending with an ellipsis when cut. */
export function fitText(text: string, style: TextStyle, maxWidth: number): string {
  if (textWidth(text, style) <= maxWidth) return text;
  let end = text.length;
  while (end > 1 && textWidth(`${text.slice(0, end).trimEnd()}…`, style) > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Words of `text` on lines no wider than `maxWidth`. */
export function wrapText(text: string, style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const SVG_COMMANDS = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
} as const;

/**
 * The outlines of `text` set at (x, baseline) as path data: what a label's halo is stroked
 * along. A path rather than stroked text, so a PDF reader extracts each label once.
 */
export function textOutline(
  text: string,
  style: Pick<TextStyle, 'font' | 'size' | 'letterSpacing'>,
  x: number,
  baseline: number,
): string {
  const face = font(style.font);
  const scale = style.size / face.unitsPerEm;
  const run = face.layout(text);
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const ox = x + (pen + position.xOffset) * scale + i * (style.letterSpacing ?? 0);
    const oy = baseline - position.yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let k = 0; k < args.length; k += 2) {
        points.push(`${fmt(ox + args[k]! * scale)},${fmt(oy - args[k + 1]! * scale)}`);
      }
      parts.push(SVG_COMMANDS[command] + points.join(' '));
    }
    pen += position.xAdvance;
  });
  return parts.join('');
}
