import { contains, overlaps, type Rect, type Shape, type TextStyle } from './drawing';
import { capHeight, descent, textOutline, textWidth } from './fonts';

const CELL = 48;

/**
 * The room left on a map for labels and symbols: what is placed takes its box, and a box
 * that would overlap one already taken, or leave `bounds`, does not fit. Boxes are kept in a
 * grid of cells so a check looks at neighbours only.
 */
export class LabelSpace {
  private readonly cells = new Map<string, Rect[]>();

  constructor(readonly bounds: Rect) {}

  private keys(rect: Rect): string[] {
    const keys: string[] = [];
    for (let cx = Math.floor(rect.x / CELL); cx <= Math.floor((rect.x + rect.width) / CELL); cx++)
      for (
        let cy = Math.floor(rect.y / CELL);
        cy <= Math.floor((rect.y + rect.height) / CELL);
        cy++
      )
        keys.push(`${cx}:${cy}`);
    return keys;
  }

  fits(rect: Rect): boolean {
    if (!contains(this.bounds, rect)) return false;
    return this.keys(rect).every((key) =>
      (this.cells.get(key) ?? []).every((taken) => !overlaps(taken, rect)),
    );
  }

  take(rect: Rect): void {
    for (const key of this.keys(rect)) {
      const cell = this.cells.get(key);
      if (cell) cell.push(rect);
      else this.cells.set(key, [rect]);
    }
  }

  /** Takes and returns the first candidate that fits, if any. */
  placeFirst<T extends { box: Rect }>(candidates: T[]): T | undefined {
    const chosen = candidates.find((candidate) => this.fits(candidate.box));
    if (chosen) this.take(chosen.box);
    return chosen;
  }
}

/** The box a line of text covers when set at (x, baseline), with a little air around it. */
export function textBox(text: string, style: TextStyle, x: number, baseline: number): Rect {
  const air = style.halo?.width ?? 0.5;
  const top = baseline - capHeight(style) - air;
  return {
    x: x - air,
    y: top,
    width: textWidth(text, style) + 2 * air,
    height: baseline + descent(style) * 0.6 + air - top,
  };
}

/** A label: its halo (when the style has one) under the text itself. */
export function label(text: string, style: TextStyle, x: number, baseline: number): Shape[] {
  const shapes: Shape[] = [];
  if (style.halo) {
    shapes.push({
      kind: 'path',
      d: textOutline(text, style, x, baseline),
      paint: {
        fill: style.halo.color,
        stroke: style.halo.color,
        strokeWidth: style.halo.width * 2,
        lineJoin: 'round',
      },
    });
  }
  shapes.push({ kind: 'text', text, x, y: baseline, style });
  return shapes;
}

/**
 * Where a label may go around a symbol of radius `r` at (x, y), in the order cartographers
 * prefer: right, upper right, lower right, left, upper left, lower left, above, below.
 */
export function labelPositions(
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  r: number,
): { x: number; baseline: number; box: Rect }[] {
  const width = textWidth(text, style);
  const cap = capHeight(style);
  const gap = r + 1.5;
  const middle = y + cap / 2;
  const spots: [number, number][] = [
    [x + gap, middle],
    [x + gap * 0.8, y - gap * 0.6],
    [x + gap * 0.8, y + gap * 0.6 + cap],
    [x - gap - width, middle],
    [x - gap * 0.8 - width, y - gap * 0.6],
    [x - gap * 0.8 - width, y + gap * 0.6 + cap],
    [x - width / 2, y - gap - 0.5],
    [x - width / 2, y + gap + cap + 0.5],
  ];
  return spots.map(([lx, baseline]) => ({
    x: lx,
    baseline,
    box: textBox(text, style, lx, baseline),
  }));
}

/** A label centred on (x, y): county and district names. */
export function centredLabel(text: string, style: TextStyle, x: number, y: number) {
  const width = textWidth(text, style);
  const baseline = y + capHeight(style) / 2;
  const lx = x - width / 2;
  return { x: lx, baseline, box: textBox(text, style, lx, baseline) };
}
