import type { Shape, TextStyle } from './drawing';
import { textWidth } from './fonts';
import type { MapContext } from './mapInput';
import { COLORS } from './mapStyle';
import { TextColumn } from './panelText';
import { longDate } from './titleBlock';

/** Where a reader finds the projects of this map, and anything else about them. */
export function projectSearchUrl(context: MapContext): string {
  return `${context.publicUrl}/tims/projects`;
}

/**
 * The notes at the foot of the panel, set upwards from `bottom`: who produced the map and from
 * what, where to look a project up, the projection and sources, and what the map is not for.
 */
export function notes(
  context: MapContext,
  projection: string,
  x: number,
  bottom: number,
  width: number,
  scale: number,
): Shape[] {
  const style: TextStyle = { font: 'regular', size: 7.4 * scale, fill: COLORS.muted };
  const strong: TextStyle = { ...style, font: 'semibold', fill: COLORS.text };
  const url = projectSearchUrl(context);
  const set = (column: TextColumn) => {
    column.paragraph(
      `Produced by TIMS, the Transportation Information & Mapping System of the ${context.departmentName}, from its project records as of ${longDate(context.editionDate)}.`,
      strong,
    );
    column.paragraph('Look up any project by its PID at', style, 3 * scale);
    column.line(url, { ...style, fill: COLORS.brand });
    const linkBaseline = column.y - style.size * 0.32;
    column.paragraph(
      `${projection}. Boundaries: U.S. Census Bureau cartographic boundaries, 1:10,000,000. Places: GeoNames. Projects shown where located; some are not.`,
      style,
      3 * scale,
    );
    column.paragraph(
      'For general information only: not for engineering design, surveying or navigation.',
      style,
      3 * scale,
    );
    return linkBaseline;
  };
  const measured = new TextColumn(x, 0, width);
  set(measured);
  const column = new TextColumn(x, bottom - measured.y, width);
  const linkBaseline = set(column);
  column.shapes.push({
    kind: 'link',
    rect: {
      x,
      y: linkBaseline - style.size,
      width: textWidth(url, style),
      height: style.size * 1.3,
    },
    url,
  });
  return column.shapes;
}
