import { circlePath, inside, starPath, type Rect, type Shape, type TextStyle } from './drawing';
import { type LabelSpace, label, labelPositions } from './labels';
import type { MapContext, MapSpec, Place } from './mapInput';
import { COLORS, KIND_STYLES } from './mapStyle';
import type { FittedProjection } from './projection';
import type { Layer } from './projectLayer';

/** Bigger places get bigger, bolder names. */
function nameStyle(place: Place, scale: number): TextStyle {
  const [font, size] =
    place.kind === 'capital' || place.population >= 250_000
      ? (['bold', 10.5] as const)
      : place.population >= 50_000
        ? (['semibold', 9] as const)
        : place.population >= 10_000
          ? (['regular', 8] as const)
          : (['regular', 7] as const);
  return {
    font,
    size: size * scale,
    fill: COLORS.ink,
    halo: { color: COLORS.halo, width: 1.3 * scale },
  };
}

function symbol(place: Place, x: number, y: number, scale: number): { shapes: Shape[]; r: number } {
  if (place.kind === 'capital') {
    const r = 5.5 * scale;
    return {
      r,
      shapes: [
        {
          kind: 'path',
          d: starPath(x, y, r),
          paint: { fill: COLORS.ink, stroke: COLORS.paper, strokeWidth: 0.8 * scale },
        },
      ],
    };
  }
  if (place.kind === 'seat') {
    const r = 2.8 * scale;
    return {
      r,
      shapes: [
        {
          kind: 'path',
          d: circlePath(x, y, r),
          paint: { fill: COLORS.paper, stroke: COLORS.ink, strokeWidth: 1.1 * scale },
        },
        { kind: 'path', d: circlePath(x, y, 1.1 * scale), paint: { fill: COLORS.ink } },
      ],
    };
  }
  const r = 1.8 * scale;
  return {
    r,
    shapes: [
      {
        kind: 'path',
        d: circlePath(x, y, r),
        paint: { fill: COLORS.ink, stroke: COLORS.paper, strokeWidth: 0.5 * scale },
      },
    ],
  };
}

/**
 * Places of one kind and their names: the capital (a star), county seats (a ringed dot) or
 * other cities and villages, the bigger first; a place whose name finds no room is left out
 * (the capital's star stays).
 */
export function placeLayer(
  spec: MapSpec,
  context: MapContext,
  fitted: FittedProjection,
  space: LabelSpace,
  scale: number,
  which: Place['kind'],
): Layer {
  const minPopulation = which === 'place' ? KIND_STYLES[spec.kind].minPopulation : 0;
  const places = context.places
    .filter((place) => place.kind === which && place.population >= minPopulation)
    .sort((a, b) => b.population - a.population);
  const symbols: Shape[] = [];
  const labels: Shape[] = [];
  for (const place of places) {
    const at = fitted.projection([place.lon, place.lat]);
    if (!at || !inside(space.bounds, at[0], at[1])) continue;
    const [x, y] = at;
    const mark = symbol(place, x, y, scale);
    const box: Rect = { x: x - mark.r, y: y - mark.r, width: 2 * mark.r, height: 2 * mark.r };
    if (place.kind !== 'capital' && !space.fits(box)) continue;
    const textStyle = nameStyle(place, scale);
    const spot = space.placeFirst(labelPositions(place.name, textStyle, x, y, mark.r));
    if (!spot && place.kind !== 'capital') continue;
    space.take(box);
    symbols.push(...mark.shapes);
    if (spot) labels.push(...label(place.name, textStyle, spot.x, spot.baseline));
  }
  return { symbols, labels };
}
