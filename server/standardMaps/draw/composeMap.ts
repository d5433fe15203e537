import type { PageLayout } from '../pageSizes';
import { rectPath, type MapDocument, type Rect } from './drawing';
import { focusArea } from './focusArea';
import { legend } from './legend';
import { locatorInset } from './locatorInset';
import type { MapContext, MapSpec } from './mapInput';
import { drawMapFrame } from './mapFrame';
import { COLORS } from './mapStyle';
import { notes } from './notes';
import { TextColumn } from './panelText';
import { projectIndexPages } from './projectIndex';
import { scaleAndNorth } from './scaleBar';
import { titleBlock } from './titleBlock';

/**
 * One standard map on one paper size: the map frame on the left; the title block, locator,
 * legend, scale and north arrow and notes in the column on the right; on a district or county
 * map, the project index on the pages after it.
 */
export function composeMap(spec: MapSpec, context: MapContext, layout: PageLayout): MapDocument {
  const s = layout.scale;
  const focus = focusArea(spec, context);
  const { margin, width, height, panelWidth, gutter } = layout;
  const frame: Rect = {
    x: margin,
    y: margin,
    width: width - 2 * margin - panelWidth - gutter,
    height: height - 2 * margin,
  };
  const map = drawMapFrame(spec, context, focus, frame, s);

  const panelX = width - margin - panelWidth;
  const column = new TextColumn(panelX, margin, panelWidth);
  titleBlock(spec, context, focus, column, s);
  column.y += 14 * s;
  locatorInset(spec, context, focus, column, s);
  column.y += 14 * s;
  legend(spec, focus, column, s);
  column.y += 12 * s;
  scaleAndNorth(map.fitted, frame, column, layout.name, s);
  const footer = notes(context, map.fitted.description, panelX, height - margin, panelWidth, s);

  const pages = [
    {
      width,
      height,
      shapes: [
        ...map.shapes,
        ...column.shapes,
        ...footer,
        // The neat line around the sheet.
        {
          kind: 'path' as const,
          d: rectPath({
            x: margin / 2,
            y: margin / 2,
            width: width - margin,
            height: height - margin,
          }),
          paint: { stroke: COLORS.faint, strokeWidth: 0.5 },
        },
      ],
    },
    ...projectIndexPages(spec, context, focus, layout),
  ];
  return {
    info: {
      title: `${spec.title} — current transportation projects`,
      subject: `Standard map of ${focus.name}: current projects by phase, edition ${context.editionDate}`,
      author: context.departmentName,
      keywords: [
        'standard map',
        context.stateName,
        focus.name,
        'transportation projects',
        'TIMS',
      ].join(', '),
      created: new Date(`${context.editionDate}T12:00:00Z`),
    },
    pages,
  };
}
