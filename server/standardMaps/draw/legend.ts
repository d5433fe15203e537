import { circlePath, starPath, type Shape, type TextStyle } from './drawing';
import type { FocusArea } from './focusArea';
import { capHeight, textWidth } from './fonts';
import type { MapSpec } from './mapInput';
import { COLORS, CURRENT_PHASES, KIND_STYLES, phaseColor } from './mapStyle';
import type { TextColumn } from './panelText';

type Sample = (x: number, y: number) => Shape[];

const line =
  (color: string, width: number, extra: object = {}): Sample =>
  (x, y) => [
    {
      kind: 'path',
      d: `M${x},${y}h18`,
      paint: { stroke: color, strokeWidth: width, lineCap: 'round', ...extra },
    },
  ];

/**
 * The legend: each phase with its line and point symbol and how many of the area's projects
 * are in it, then the reference symbols (places and boundaries).
 */
export function legend(spec: MapSpec, focus: FocusArea, column: TextColumn, scale: number): void {
  const kind = KIND_STYLES[spec.kind];
  const heading: TextStyle = { font: 'semibold', size: 10.5 * scale, fill: COLORS.ink };
  const entry: TextStyle = { font: 'regular', size: 9 * scale, fill: COLORS.text };
  const rowHeight = 13.5 * scale;
  const sampleWidth = 30;

  const row = (text: string, sample: Sample, countText?: string) => {
    const centre = column.y + rowHeight / 2;
    column.shapes.push(...sample(column.x + 2, centre));
    const baseline = centre + capHeight(entry) / 2;
    column.shapes.push({
      kind: 'text',
      text,
      x: column.x + sampleWidth,
      y: baseline,
      style: entry,
    });
    if (countText) {
      const style = { ...entry, fill: COLORS.muted };
      const x = column.x + column.width - textWidth(countText, style);
      column.shapes.push({ kind: 'text', text: countText, x, y: baseline, style });
    }
    column.y += rowHeight;
  };

  column.line('Projects by phase', heading);
  column.y += 3 * scale;
  const counts = new Map<string, number>();
  for (const project of focus.projects)
    counts.set(project.phase, (counts.get(project.phase) ?? 0) + 1);
  for (const phase of CURRENT_PHASES) {
    const color = phaseColor(phase);
    row(
      phase,
      (x, y) => [
        ...line(COLORS.paper, kind.lineWidth * scale + 1.4 * scale)(x, y),
        ...line(color, kind.lineWidth * scale)(x, y),
        {
          kind: 'path',
          d: circlePath(x + 9, y, kind.pointRadius * scale + 0.4),
          paint: { fill: color, stroke: COLORS.paper, strokeWidth: 0.7 * scale },
        },
      ],
      (counts.get(phase) ?? 0).toLocaleString('en-US'),
    );
  }
  if (spec.kind !== 'statewide') {
    row(`Project outside this ${spec.kind}`, (x, y) => [
      {
        kind: 'path',
        d: circlePath(x + 9, y, kind.pointRadius * scale),
        paint: { fill: phaseColor('Construction'), fillOpacity: 0.35 },
      },
    ]);
  }

  column.y += 6 * scale;
  column.line('Reference', heading);
  column.y += 3 * scale;
  row('State capital', (x, y) => [
    { kind: 'path', d: starPath(x + 9, y, 5.5 * scale), paint: { fill: COLORS.ink } },
  ]);
  row('County seat', (x, y) => [
    {
      kind: 'path',
      d: circlePath(x + 9, y, 2.8 * scale),
      paint: { fill: COLORS.paper, stroke: COLORS.ink, strokeWidth: 1.1 * scale },
    },
    { kind: 'path', d: circlePath(x + 9, y, 1.1 * scale), paint: { fill: COLORS.ink } },
  ]);
  row('City, village or township', (x, y) => [
    { kind: 'path', d: circlePath(x + 9, y, 1.8 * scale), paint: { fill: COLORS.ink } },
  ]);
  row('County line', line(COLORS.countyLine, 0.8 * scale));
  row('District line', line(COLORS.districtLine, 1.5 * scale, { strokeOpacity: 0.75 }));
  row('State line', line(COLORS.stateLine, 1.2 * scale));
}
