import { polygonPath, rectPath, type Rect, type Shape, type TextStyle } from './drawing';
import { capHeight, textWidth } from './fonts';
import { COLORS } from './mapStyle';
import type { TextColumn } from './panelText';
import { milesPerPoint, northAngle, type FittedProjection } from './projection';

const NICE = [0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100, 200, 250, 500];
const KM_PER_MILE = 1.609344;
/** Metres of paper per point. */
const METRES_PER_POINT = 0.0254 / 72;

/** The longest round length whose bar fits in `maxPoints`. */
function niceLength(unitsPerPoint: number, maxPoints: number): number {
  let best = NICE[0]!;
  for (const length of NICE) if (length / unitsPerPoint <= maxPoints) best = length;
  return best;
}

function bar(
  column: TextColumn,
  unitsPerPoint: number,
  maxPoints: number,
  unit: string,
  style: TextStyle,
  scale: number,
): void {
  const length = niceLength(unitsPerPoint, maxPoints);
  const points = length / unitsPerPoint;
  const height = 4.5 * scale;
  const top = column.y + capHeight(style) + 4 * scale;
  const shapes: Shape[] = [];
  const segments = 4;
  for (let i = 0; i < segments; i++) {
    shapes.push({
      kind: 'path',
      d: rectPath({
        x: column.x + (points * i) / segments,
        y: top,
        width: points / segments,
        height,
      }),
      paint: {
        fill: i % 2 === 0 ? COLORS.ink : COLORS.paper,
        stroke: COLORS.ink,
        strokeWidth: 0.6,
      },
    });
  }
  const ticks: [number, string][] = [
    [0, '0'],
    [points / 2, String(length / 2)],
    [points, `${length} ${unit}`],
  ];
  for (const [offset, text] of ticks) {
    // Numbers centred on their ticks; the unit follows the last one.
    const number = offset === points ? String(length) : text;
    const x = column.x + offset - textWidth(number, style) / 2;
    shapes.push({ kind: 'text', text, x: Math.max(column.x, x), y: top - 3 * scale, style });
  }
  column.shapes.push(...shapes);
  column.y = top + height + 4 * scale;
}

/** A north arrow pointing to true north at the middle of the map. */
function northArrow(x: number, y: number, size: number, angle: number, scale: number): Shape[] {
  const rotate = ([px, py]: [number, number]): [number, number] => [
    x + px * Math.cos(angle) - py * Math.sin(angle),
    y + px * Math.sin(angle) + py * Math.cos(angle),
  ];
  const tip: [number, number] = [0, -size];
  const notch: [number, number] = [0, size * 0.25];
  const left = polygonPath(
    [tip, [-size * 0.38, size * 0.55] as [number, number], notch].map(rotate),
  );
  const right = polygonPath(
    [tip, [size * 0.38, size * 0.55] as [number, number], notch].map(rotate),
  );
  const letter = { font: 'bold' as const, size: 11 * scale, fill: COLORS.ink };
  const [lx, ly] = rotate([0, -size - 4 * scale]);
  return [
    { kind: 'path', d: left, paint: { fill: COLORS.paper, stroke: COLORS.ink, strokeWidth: 0.8 } },
    { kind: 'path', d: right, paint: { fill: COLORS.ink, stroke: COLORS.ink, strokeWidth: 0.8 } },
    { kind: 'text', text: 'N', x: lx - textWidth('N', letter) / 2, y: ly, style: letter },
  ];
}

/** `1:1,234,567` rounded to three significant digits. */
function representativeFraction(milesPerPt: number): string {
  const ratio = (milesPerPt * KM_PER_MILE * 1000) / METRES_PER_POINT;
  const magnitude = 10 ** (Math.floor(Math.log10(ratio)) - 2);
  return `1:${(Math.round(ratio / magnitude) * magnitude).toLocaleString('en-US')}`;
}

/**
 * Bars in miles and kilometres measured at the middle of the map, its scale as a fraction at
 * this page size, and the north arrow beside them.
 */
export function scaleAndNorth(
  fitted: FittedProjection,
  frame: Rect,
  column: TextColumn,
  pageName: string,
  scale: number,
): void {
  const milesPerPt = milesPerPoint(fitted.projection, frame);
  const arrowSpace = 40 * scale;
  const maxBar = column.width - arrowSpace - 24 * scale;
  const style: TextStyle = { font: 'regular', size: 8 * scale, fill: COLORS.text };
  const top = column.y;
  column.line('Scale', { font: 'semibold', size: 10.5 * scale, fill: COLORS.ink });
  bar(column, milesPerPt, maxBar, 'miles', style, scale);
  bar(column, milesPerPt * KM_PER_MILE, maxBar, 'km', style, scale);
  column.line(
    `${representativeFraction(milesPerPt)} on ${pageName} paper`,
    {
      ...style,
      fill: COLORS.muted,
    },
    2 * scale,
  );
  const size = 16 * scale;
  const arrowX = column.x + column.width - arrowSpace / 2;
  const arrowY = top + (column.y - top) / 2 + 4 * scale;
  column.shapes.push(
    ...northArrow(arrowX, arrowY, size, northAngle(fitted.projection, frame), scale),
  );
}
