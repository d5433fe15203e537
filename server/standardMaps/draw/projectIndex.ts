import type { PageLayout } from '../pageSizes';
import { rectPath, type Page, type Shape, type TextStyle } from './drawing';
import type { FocusArea } from './focusArea';
import { capHeight, fitText, textWidth } from './fonts';
import type { MapContext, MapProject, MapSpec } from './mapInput';
import { COLORS } from './mapStyle';
import { longDate } from './titleBlock';

interface Column {
  title: string;
  /** Share of the table's width. */
  weight: number;
  align?: 'end';
  value(project: MapProject): string;
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const COLUMNS: Column[] = [
  { title: 'PID', weight: 0.07, value: (p) => p.pid },
  { title: 'County-route-section', weight: 0.14, value: (p) => p.name },
  { title: 'Routes', weight: 0.12, value: (p) => p.routes.join(', ') },
  { title: 'Work type', weight: 0.19, value: (p) => p.workType },
  { title: 'Phase', weight: 0.18, value: (p) => p.phase },
  { title: 'Sale date', weight: 0.1, value: (p) => p.saleDate ?? '—' },
  { title: 'FY', weight: 0.06, value: (p) => `FY ${p.fiscalYear}` },
  {
    title: 'Estimated cost',
    weight: 0.14,
    align: 'end',
    value: (p) => dollars.format(p.estimatedCost),
  },
];

/**
 * The pages after the map of a district or county: every current project of the area in a
 * table, so the PIDs on the map can be read up (and found by a PDF reader's search).
 */
export function projectIndexPages(
  spec: MapSpec,
  context: MapContext,
  focus: FocusArea,
  layout: PageLayout,
): Page[] {
  if (spec.kind === 'statewide' || focus.projects.length === 0) return [];
  const s = layout.scale;
  const left = layout.margin;
  const width = layout.width - 2 * layout.margin;
  const cell: TextStyle = { font: 'regular', size: 8.5 * s, fill: COLORS.text };
  const head: TextStyle = { font: 'semibold', size: 8.5 * s, fill: COLORS.ink };
  const rowHeight = 14 * s;
  const tableTop = layout.margin + 52 * s;
  const footerY = layout.height - layout.margin;
  const rowsPerPage = Math.floor((footerY - 18 * s - tableTop - rowHeight) / rowHeight);
  const projects = [...focus.projects].sort((a, b) => a.pid.localeCompare(b.pid));
  const pageCount = Math.ceil(projects.length / rowsPerPage);
  const offsets = COLUMNS.reduce<number[]>(
    (all, column, i) => [...all, (all[i] ?? 0) + column.weight * width],
    [0],
  );

  const pages: Page[] = [];
  for (let p = 0; p < pageCount; p++) {
    const shapes: Shape[] = [];
    const text = (value: string, style: TextStyle, x: number, y: number) =>
      shapes.push({ kind: 'text', text: value, x, y, style });
    text(
      `${spec.title} — project index`,
      { font: 'bold', size: 18 * s, fill: COLORS.ink },
      left,
      layout.margin + capHeight({ font: 'bold', size: 18 * s }),
    );
    text(
      `Current projects, edition ${longDate(context.editionDate)} · ${focus.projects.length} projects, by PID`,
      { font: 'regular', size: 10 * s, fill: COLORS.muted },
      left,
      layout.margin + 36 * s,
    );
    const rows = projects.slice(p * rowsPerPage, (p + 1) * rowsPerPage);
    const rowText = (values: string[], style: TextStyle, top: number) => {
      const baseline = top + rowHeight / 2 + capHeight(style) / 2;
      COLUMNS.forEach((column, i) => {
        const room = column.weight * width - 8 * s;
        const value = fitText(values[i]!, style, room);
        const x =
          column.align === 'end'
            ? left + offsets[i + 1]! - 4 * s - textWidth(value, style)
            : left + offsets[i]! + 4 * s;
        text(value, style, x, baseline);
      });
    };
    shapes.push({
      kind: 'path',
      d: rectPath({ x: left, y: tableTop, width, height: rowHeight }),
      paint: { fill: COLORS.outside },
    });
    rowText(
      COLUMNS.map((column) => column.title),
      head,
      tableTop,
    );
    rows.forEach((project, r) => {
      const top = tableTop + (r + 1) * rowHeight;
      if (r % 2 === 1) {
        shapes.push({
          kind: 'path',
          d: rectPath({ x: left, y: top, width, height: rowHeight }),
          paint: { fill: COLORS.zebra },
        });
      }
      rowText(
        COLUMNS.map((column) => column.value(project)),
        cell,
        top,
      );
    });
    const footer = { font: 'regular' as const, size: 7.5 * s, fill: COLORS.muted };
    const footerText = `${context.departmentName} · ${spec.title} · Edition ${longDate(context.editionDate)} · Produced by TIMS · Index page ${p + 1} of ${pageCount}`;
    text(footerText, footer, left, footerY);
    pages.push({ width: layout.width, height: layout.height, shapes });
  }
  return pages;
}
