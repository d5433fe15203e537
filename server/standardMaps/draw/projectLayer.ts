import { circlePath, inside, type Shape, type TextStyle } from './drawing';
import type { FocusArea } from './focusArea';
import { type LabelSpace, label, labelPositions } from './labels';
import type { MapContext, MapProject, MapSpec } from './mapInput';
import { COLORS, DRAW_ORDER, KIND_STYLES, phaseColor } from './mapStyle';
import type { FittedProjection } from './projection';

export interface Layer {
  symbols: Shape[];
  labels: Shape[];
}

/** Projects of other areas in the frame are drawn, faded: the map is about its own area. */
const OUTSIDE_OPACITY = 0.35;

const phaseRank = (phase: string) => {
  const rank = DRAW_ORDER.indexOf(phase as (typeof DRAW_ORDER)[number]);
  return rank < 0 ? -1 : rank;
};

/** Where a project's label may hang: its point, or its line's vertices from the middle out. */
function anchorsOf(project: MapProject): [number, number][] {
  const geometry = project.geometry;
  if (!geometry) return [];
  if (geometry.type === 'Point') return [geometry.coordinates];
  const vertices = geometry.coordinates;
  const middle = Math.floor(vertices.length / 2);
  return [...vertices.keys()]
    .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))
    .map((i) => vertices[i]!);
}

/** Takes the room a project's symbol covers: its point, or boxes along its line. */
function takeSymbol(
  project: MapProject,
  fitted: FittedProjection,
  space: LabelSpace,
  half: number,
): void {
  const geometry = project.geometry;
  if (!geometry) return;
  const vertices = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  const projected = vertices.map((vertex) => fitted.projection(vertex)).filter((at) => at !== null);
  const box = ([x, y]: [number, number]) => ({
    x: x - half,
    y: y - half,
    width: 2 * half,
    height: 2 * half,
  });
  projected.forEach((at, i) => {
    space.take(box(at));
    const next = projected[i + 1];
    if (!next) return;
    const steps = Math.floor(Math.hypot(next[0] - at[0], next[1] - at[1]) / half);
    for (let k = 1; k < steps; k++) {
      const t = k / steps;
      space.take(box([at[0] + (next[0] - at[0]) * t, at[1] + (next[1] - at[1]) * t]));
    }
  });
}

/**
 * The current projects as the map draws them: lines (on a white casing) under points, both
 * in their phase's colour, ordered so the work under way lies on top; on district and county
 * maps each project of the area is labelled with its PID where there is room.
 */
export function projectLayer(
  spec: MapSpec,
  context: MapContext,
  focus: FocusArea,
  fitted: FittedProjection,
  space: LabelSpace,
  scale: number,
): Layer {
  const style = KIND_STYLES[spec.kind];
  const own = new Set(focus.projects.map((project) => project.pid));
  const projects = [...context.projects].sort(
    (a, b) =>
      Number(own.has(a.pid)) - Number(own.has(b.pid)) || phaseRank(a.phase) - phaseRank(b.phase),
  );
  const casings: Shape[] = [];
  const lines: Shape[] = [];
  const points: Shape[] = [];
  const lineWidth = style.lineWidth * scale;
  const radius = style.pointRadius * scale;

  for (const project of projects) {
    const geometry = project.geometry;
    if (!geometry) continue;
    const color = phaseColor(project.phase);
    const opacity = own.has(project.pid) ? undefined : OUTSIDE_OPACITY;
    if (geometry.type === 'LineString') {
      const d = fitted.path(geometry);
      if (!d) continue;
      casings.push({
        kind: 'path',
        d,
        paint: {
          stroke: COLORS.paper,
          strokeWidth: lineWidth + 1.4 * scale,
          lineCap: 'round',
          lineJoin: 'round',
          strokeOpacity: opacity,
        },
      });
      lines.push({
        kind: 'path',
        d,
        paint: {
          stroke: color,
          strokeWidth: lineWidth,
          lineCap: 'round',
          lineJoin: 'round',
          strokeOpacity: opacity,
        },
      });
    } else {
      const at = fitted.projection(geometry.coordinates);
      if (!at || !inside(space.bounds, at[0], at[1])) continue;
      points.push({
        kind: 'path',
        d: circlePath(at[0], at[1], radius),
        paint: {
          fill: color,
          stroke: COLORS.paper,
          strokeWidth: 0.7 * scale,
          fillOpacity: opacity,
          strokeOpacity: opacity,
        },
      });
    }
  }

  const labels: Shape[] = [];
  if (style.labelProjects) {
    // The area's projects are obstacles to every label placed from here on.
    for (const project of focus.projects)
      takeSymbol(project, fitted, space, Math.max(radius, lineWidth / 2));
    const textStyle: TextStyle = {
      font: 'regular',
      size: (spec.kind === 'county' ? 7.2 : 6.2) * scale,
      fill: COLORS.ink,
      halo: { color: COLORS.halo, width: 1.1 * scale },
    };
    for (const project of focus.projects) {
      const candidates = anchorsOf(project)
        .map((anchor) => fitted.projection(anchor))
        .filter((at) => at !== null && inside(space.bounds, at[0], at[1]))
        .flatMap((at) => labelPositions(project.pid, textStyle, at![0], at![1], radius));
      const spot = space.placeFirst(candidates);
      if (spot) labels.push(...label(project.pid, textStyle, spot.x, spot.baseline));
    }
  }
  return { symbols: [...casings, ...lines, ...points], labels };
}
