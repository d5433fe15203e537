import type { GeoPermissibleObjects } from 'd3-geo';
import { rectPath, type Rect, type Shape } from './drawing';
import type { FocusArea } from './focusArea';
import type { MapContext, MapSpec } from './mapInput';
import { nearbyStates } from './mapFrame';
import { COLORS } from './mapStyle';
import type { TextColumn } from './panelText';
import { fitProjection } from './projection';

/**
 * A small map that says where the area lies: the state among its neighbours on the statewide
 * map, the district or county within the state otherwise.
 */
export function locatorInset(
  spec: MapSpec,
  context: MapContext,
  focus: FocusArea,
  column: TextColumn,
  scale: number,
): void {
  const heading =
    spec.kind === 'statewide'
      ? `${context.stateName} in the region`
      : `Location in ${context.stateName}`;
  column.line(heading, { font: 'semibold', size: 10.5 * scale, fill: COLORS.ink });
  const frame: Rect = {
    x: column.x,
    y: column.y + 4 * scale,
    width: column.width,
    height: column.width * 0.58,
  };
  const { counties, districts } = context.geography;
  const statePolygons = districts.flatMap((district) => district.polygons);
  const [west, south, east, north] = context.geography.districts.reduce(
    ([w, s, e, n], district) => [
      Math.min(w, district.box[0]),
      Math.min(s, district.box[1]),
      Math.max(e, district.box[2]),
      Math.max(n, district.box[3]),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
  // The statewide inset shows the state with a state's width of land around it.
  const margin = spec.kind === 'statewide' ? Math.max(east - west, north - south) * 1.1 : 0;
  const box: [number, number, number, number] = [
    west - margin,
    south - margin * 0.6,
    east + margin,
    north + margin * 0.6,
  ];
  const corners: GeoPermissibleObjects = {
    type: 'MultiPoint',
    coordinates: [
      [box[0], box[1]],
      [box[2], box[3]],
      [box[0], box[3]],
      [box[2], box[1]],
    ],
  };
  const { path } = fitProjection(box, corners, frame, 6 * scale);
  const shapes: Shape[] = [{ kind: 'path', d: rectPath(frame), paint: { fill: COLORS.beyond } }];
  const fill = (d: string | null, paint: object) => {
    if (d) shapes.push({ kind: 'path', d, paint });
  };
  if (spec.kind === 'statewide') {
    for (const state of nearbyStates(context, focus, 20)) {
      fill(path({ type: 'MultiPolygon', coordinates: state.polygons }), {
        fill: COLORS.outside,
        stroke: COLORS.paper,
        strokeWidth: 0.8,
      });
    }
    fill(path({ type: 'MultiPolygon', coordinates: statePolygons }), {
      fill: COLORS.brand,
      stroke: COLORS.ink,
      strokeWidth: 0.8,
    });
  } else {
    fill(path({ type: 'MultiPolygon', coordinates: statePolygons }), { fill: COLORS.paper });
    for (const county of counties) {
      fill(path({ type: 'MultiPolygon', coordinates: county.polygons }), {
        stroke: COLORS.rule,
        strokeWidth: 0.4,
      });
    }
    fill(path(focus.outline), { fill: COLORS.brand, stroke: COLORS.ink, strokeWidth: 0.6 });
    fill(path({ type: 'MultiPolygon', coordinates: statePolygons }), {
      stroke: COLORS.stateLine,
      strokeWidth: 0.9,
    });
  }
  column.shapes.push(
    { kind: 'clip', rect: frame, shapes },
    { kind: 'path', d: rectPath(frame), paint: { stroke: COLORS.faint, strokeWidth: 0.6 } },
  );
  column.y = frame.y + frame.height;
}
