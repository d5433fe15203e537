/** WGS84 `[xmin, ymin, xmax, ymax]`. */
export type Extent = [number, number, number, number];

type Position = [number, number];

export interface Sketch {
  /** The outline as an SVG path, or null when there is none. */
  outline: string | null;
  /** The extent in the picture: x, y, width, height. */
  box: [number, number, number, number];
}

const PAD = 20;

/**
 * Fits an outline and an extent in a `width` × `height` picture: an equirectangular
 * projection with longitude shrunk by the cosine of the middle latitude (shapes keep their
 * proportions at a state's size), north up, centred. Small enough to need no library.
 */
export function sketchOf(
  extent: Extent,
  rings: Position[][],
  width: number,
  height: number,
): Sketch {
  const points = rings.flat();
  const lats = [extent[1], extent[3], ...points.map(([, lat]) => lat)];
  const middle = (Math.min(...lats) + Math.max(...lats)) / 2;
  const cos = Math.cos((middle * Math.PI) / 180);
  const xs = [extent[0] * cos, extent[2] * cos, ...points.map(([lon]) => lon * cos)];
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  // A single point gets a box of about ten kilometres around it.
  const spanX = maxX - minX || 0.1;
  const spanY = maxY - minY || 0.1;
  const scale = Math.min((width - 2 * PAD) / spanX, (height - 2 * PAD) / spanY);
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  const project = ([lon, lat]: Position): Position => [
    offsetX + (lon * cos - minX) * scale,
    offsetY + (maxY - lat) * scale,
  ];
  const outline = rings.length
    ? rings
        .map(
          (ring) =>
            `M${ring
              .map((position) =>
                project(position)
                  .map((value) => value.toFixed(1))
                  .join(' '),
              )
              .join('L')}Z`,
        )
        .join('')
    : null;
  const [left, top] = project([extent[0], extent[3]]);
  const [right, bottom] = project([extent[2], extent[1]]);
  return { outline, box: [left, top, right - left, bottom - top] };
}
