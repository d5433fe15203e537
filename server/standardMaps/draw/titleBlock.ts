import type { FocusArea } from './focusArea';
import type { MapContext, MapSpec } from './mapInput';
import { COLORS } from './mapStyle';
import { type TextColumn } from './panelText';

/** `2026-11-23` as `November 23, 2026`. */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The map's subject line under its title. */
export function subjectLine(spec: MapSpec, context: MapContext, focus: FocusArea): string {
  const { counties, districts } = context.geography;
  if (spec.kind === 'county') return `District ${focus.district} · ${context.stateName}`;
  if (spec.kind === 'district') {
    const members = counties.filter((county) => county.district === spec.district).length;
    return `${count(members, 'county', 'counties')} · ${context.stateName}`;
  }
  return `${count(counties.length, 'county', 'counties')} in ${count(districts.length, 'district', 'districts')}`;
}

/**
 * The department's title block: who made the map, what it shows, of which edition, and how
 * many projects it holds.
 */
export function titleBlock(
  spec: MapSpec,
  context: MapContext,
  focus: FocusArea,
  column: TextColumn,
  scale: number,
): void {
  column.line(context.departmentName.toUpperCase(), {
    font: 'semibold',
    size: 9.5 * scale,
    fill: COLORS.brand,
    letterSpacing: 0.6 * scale,
  });
  const titleStyle = column.fittingSize(
    spec.title,
    { font: 'bold', size: 28 * scale, fill: COLORS.ink },
    16 * scale,
  );
  column.line(spec.title, titleStyle, 8 * scale);
  column.line(
    'Current transportation projects',
    {
      font: 'regular',
      size: 13 * scale,
      fill: COLORS.text,
    },
    4 * scale,
  );
  column.line(
    subjectLine(spec, context, focus),
    {
      font: 'regular',
      size: 10 * scale,
      fill: COLORS.muted,
    },
    5 * scale,
  );
  column.rule(COLORS.rule, 0.6, 7 * scale);
  const detail = { font: 'semibold' as const, size: 10 * scale, fill: COLORS.ink };
  column.line(`Edition ${longDate(context.editionDate)}`, detail);
  column.line(
    count(focus.projects.length, 'current project', 'current projects'),
    {
      ...detail,
      font: 'regular',
    },
    3 * scale,
  );
}
