import type { GeoPermissibleObjects } from 'd3-geo';
import polylabel from 'polylabel';
import { inside, rectPath, type Rect, type Shape } from './drawing';
import type { FocusArea } from './focusArea';
import { LabelSpace, centredLabel, label } from './labels';
import type { MapContext, MapSpec } from './mapInput';
import { COLORS, KIND_STYLES } from './mapStyle';
import { placeLayer } from './placeLayer';
import { fitProjection, type FittedProjection } from './projection';
import { projectLayer } from './projectLayer';

export interface MapFrame {
  shapes: Shape[];
  fitted: FittedProjection;
}

type Rings = [number, number][][];

/** The visual centre of the largest part of projected polygons (polylabel), for its name. */
function labelPoint(fitted: FittedProjection, polygons: Rings[]): [number, number] | undefined {
  let best: { point: [number, number]; area: number } | undefined;
  for (const rings of polygons) {
    const projected = rings.map((ring) =>
      ring.map((point): [number, number] => fitted.projection(point) ?? [NaN, NaN]),
    );
    if (projected.some((ring) => ring.some(([x]) => Number.isNaN(x)))) continue;
    const area = Math.abs(fitted.path.area({ type: 'Polygon', coordinates: rings }));
    if (!best || area > best.area) {
      const [x, y] = polylabel(projected, 1);
      best = { point: [x!, y!], area };
    }
  }
  return best?.point;
}

/**
 * Where a county's name goes: its visual centre, or — for a neighbour the frame cuts — the
 * middle of the part inside the frame.
 */
function visibleLabelPoint(
  fitted: FittedProjection,
  polygons: Rings[],
  frame: Rect,
): [number, number] | undefined {
  const at = labelPoint(fitted, polygons);
  if (at && inside(frame, at[0], at[1])) return at;
  const [x, y] = fitted.path.centroid({ type: 'MultiPolygon', coordinates: polygons });
  return Number.isFinite(x) && inside(frame, x, y) ? [x, y] : undefined;
}

/**
 * The states around the area. Far ones are left out: besides costing nothing to leave out, a
 * transverse projection folds the far side of the earth back into view.
 */
export function nearbyStates(context: MapContext, focus: FocusArea, reach = 6) {
  const [west, south, east, north] = focus.box;
  return context.otherStates.filter(
    ({ box }) =>
      box[0] < east + reach &&
      box[2] > west - reach &&
      box[1] < north + reach &&
      box[3] > south - reach,
  );
}

function stroke(d: string | null, color: string, width: number, extra: object = {}): Shape[] {
  if (!d) return [];
  return [
    { kind: 'path', d, paint: { stroke: color, strokeWidth: width, lineJoin: 'round', ...extra } },
  ];
}

/**
 * The map itself, inside `frame`: the land around the state, its counties and districts, the
 * area of the map brought forward, the current projects by phase and the names of counties,
 * districts and places placed where they do not collide.
 */
export function drawMapFrame(
  spec: MapSpec,
  context: MapContext,
  focus: FocusArea,
  frame: Rect,
  scale: number,
): MapFrame {
  const style = KIND_STYLES[spec.kind];
  const fitted = fitProjection(
    focus.box,
    focus.outline as GeoPermissibleObjects,
    frame,
    frame.width * 0.025,
  );
  const { path } = fitted;
  const { counties, districts } = context.geography;
  const shapes: Shape[] = [{ kind: 'path', d: rectPath(frame), paint: { fill: COLORS.beyond } }];

  for (const state of nearbyStates(context, focus)) {
    const d = path({ type: 'MultiPolygon', coordinates: state.polygons });
    if (d) {
      shapes.push({
        kind: 'path',
        d,
        paint: { fill: COLORS.outside, stroke: COLORS.paper, strokeWidth: 1.2 * scale },
      });
    }
  }
  const stateOutline = path({
    type: 'MultiPolygon',
    coordinates: districts.flatMap((district) => district.polygons),
  });
  if (stateOutline) {
    shapes.push({ kind: 'path', d: stateOutline, paint: { fill: COLORS.stateFill } });
  }
  for (const county of counties) {
    shapes.push(
      ...stroke(
        path({ type: 'MultiPolygon', coordinates: county.polygons }),
        COLORS.countyLine,
        (spec.kind === 'statewide' ? 0.45 : 0.7) * scale,
      ),
    );
  }
  for (const district of districts) {
    shapes.push(
      ...stroke(
        path({ type: 'MultiPolygon', coordinates: district.polygons }),
        COLORS.districtLine,
        1.5 * scale,
        { strokeOpacity: 0.75 },
      ),
    );
  }
  shapes.push(...stroke(stateOutline, COLORS.stateLine, 1.2 * scale));

  const focusPath = path(focus.outline);
  if (spec.kind !== 'statewide' && focusPath) {
    // Everything but the area is washed out, then the area is outlined.
    shapes.push({
      kind: 'path',
      d: rectPath(frame) + focusPath,
      paint: { fill: COLORS.paper, fillOpacity: 0.5, fillRule: 'evenodd' },
    });
    shapes.push(...stroke(focusPath, COLORS.ink, 2 * scale));
  }

  const space = new LabelSpace({
    x: frame.x + 3,
    y: frame.y + 3,
    width: frame.width - 6,
    height: frame.height - 6,
  });
  const labels: Shape[] = [];

  // Names in order of importance: the capital, districts and counties, county seats, the
  // projects' PIDs, then the other places.
  const capital = placeLayer(spec, context, fitted, space, scale, 'capital');
  if (spec.kind === 'statewide') {
    for (const district of districts) {
      const at = labelPoint(fitted, district.polygons);
      if (!at) continue;
      const textStyle = {
        font: 'bold' as const,
        size: 13 * scale,
        fill: COLORS.brand,
        letterSpacing: 1.2 * scale,
        halo: { color: COLORS.halo, width: 1.6 * scale },
      };
      const text = `DISTRICT ${district.district}`;
      const spot = space.placeFirst(
        [-14, 14, -30, 30].map((dy) => centredLabel(text, textStyle, at[0], at[1] + dy * scale)),
      );
      if (spot) labels.push(...label(text, textStyle, spot.x, spot.baseline));
    }
  }
  for (const county of counties) {
    const at = visibleLabelPoint(fitted, county.polygons, frame);
    if (!at) continue;
    const isFocus = spec.kind === 'county' && county.fips === spec.countyFips;
    const textStyle = {
      font: 'semibold' as const,
      size: style.countyLabel * scale * (isFocus ? 1.4 : 1),
      fill: isFocus ? COLORS.ink : COLORS.muted,
      letterSpacing: 0.8 * scale,
      halo: { color: COLORS.halo, width: 1.2 * scale },
    };
    const text = county.name.toUpperCase();
    // At its visual centre, or a line above or below it when a name is there already.
    const lift = textStyle.size * 1.6;
    const spot = space.placeFirst(
      [0, -lift, lift].map((dy) => centredLabel(text, textStyle, at[0], at[1] + dy)),
    );
    if (spot) labels.push(...label(text, textStyle, spot.x, spot.baseline));
  }

  const seats = placeLayer(spec, context, fitted, space, scale, 'seat');
  const projects = projectLayer(spec, context, focus, fitted, space, scale);
  const places = placeLayer(spec, context, fitted, space, scale, 'place');

  shapes.push(...places.symbols, ...seats.symbols, ...capital.symbols, ...projects.symbols);
  shapes.push(...labels, ...capital.labels, ...seats.labels, ...projects.labels, ...places.labels);
  return {
    shapes: [
      { kind: 'clip', rect: frame, shapes },
      { kind: 'path', d: rectPath(frame), paint: { stroke: COLORS.ink, strokeWidth: 0.8 } },
    ],
    fitted,
  };
}
