import { geoIdentity, geoPath } from 'd3-geo';
import type { MultiPolygon } from 'geojson';
import type { ShapePart, TileGeography, TileShape } from './tileGeography';
import { tileLabelsSvg } from './tileLabels';
import { boxesOverlap, tileBox, TILE_SIZE, worldPixels, type TileAddress } from './tileMath';
import type { TileStyle } from './tileStyles';

/**
 * Pixels drawn beyond the tile's edge: where a polygon is cut, the cut is stroked too, and it
 * must fall outside the picture.
 */
const PADDING = 8;

/**
 * Path data at a tenth of a pixel, leaving out points within half a pixel of the last one
 * kept: a whole state at a low zoom is thousands of points on a few hundred pixels.
 */
class PathWriter {
  private parts: string[] = [];
  private lastX = NaN;
  private lastY = NaN;
  private start: string | null = null;

  moveTo(x: number, y: number) {
    this.start = `M${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    this.lastX = x;
    this.lastY = y;
  }

  lineTo(x: number, y: number) {
    if (Math.abs(x - this.lastX) < 0.5 && Math.abs(y - this.lastY) < 0.5) return;
    if (this.start) {
      this.parts.push(this.start);
      this.start = null;
    }
    this.parts.push(`L${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`);
    this.lastX = x;
    this.lastY = y;
  }

  closePath() {
    // A ring smaller than half a pixel was never started.
    if (this.start === null) this.parts.push('Z');
    this.start = null;
  }

  arc() {}

  beginPath() {}

  take(): string {
    const d = this.parts.join('');
    this.parts = [];
    this.start = null;
    return d;
  }
}

interface Widths {
  county: number;
  state: number;
  other: number;
  district: number;
}

/** Line widths in pixels by zoom level: hairlines over the country, firmer lines up close. */
function widthsAt(z: number): Widths {
  if (z <= 4) return { county: 0, state: 0.9, other: 0.5, district: 0.8 };
  if (z <= 6) return { county: z === 6 ? 0.45 : 0.3, state: 1.3, other: 0.7, district: 1.3 };
  if (z <= 8) return { county: 0.7, state: 1.7, other: 0.9, district: 1.9 };
  return { county: 1, state: 2.2, other: 1.1, district: 2.6 };
}

/**
 * The drawing of one tile as SVG, or null when nothing but the background falls on it. The
 * shapes are already in Web Mercator (world units), so d3-geo only scales and clips them:
 * edges stay straight in Mercator, exactly where ArcGIS draws the same shapes from the
 * FeatureServers over the tiles.
 */
export function drawTile(
  geography: TileGeography,
  address: TileAddress,
  style: TileStyle,
): string | null {
  const box = tileBox(address, PADDING);
  const size = worldPixels(address.z);
  const projection = geoIdentity()
    .scale(size)
    .translate([-address.x * TILE_SIZE, -address.y * TILE_SIZE])
    .clipExtent([
      [-PADDING, -PADDING],
      [TILE_SIZE + PADDING, TILE_SIZE + PADDING],
    ]);
  const writer = new PathWriter();
  const path = geoPath(projection, writer);

  const partsOn = (shapes: TileShape[]): ShapePart[] =>
    shapes.flatMap((shape) => shape.parts.filter((part) => boxesOverlap(part.box, box)));
  const d = (parts: ShapePart[]) => {
    if (parts.length === 0) return '';
    const geometry: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: parts.map((part) => part.rings),
    };
    path(geometry);
    return writer.take();
  };

  const widths = widthsAt(address.z);
  const out: string[] = [];
  const otherStates = d(partsOn(geography.otherStates));
  if (otherStates) {
    out.push(
      `<path d="${otherStates}" fill="${style.otherLand}" stroke="${style.otherBorder}" stroke-width="${widths.other}" stroke-linejoin="round"/>`,
    );
  }
  const state = d(partsOn([geography.state]));
  if (state) out.push(`<path d="${state}" fill="${style.stateLand}"/>`);
  if (state && style.districtFills) {
    for (const district of geography.districts) {
      const fill = d(partsOn([district]));
      const colour = style.districtFills[(district.district - 1) % style.districtFills.length];
      if (fill) out.push(`<path d="${fill}" fill="${colour}"/>`);
    }
  }
  if (state && widths.county > 0) {
    const counties = d(partsOn(geography.counties));
    if (counties) {
      out.push(
        `<path d="${counties}" fill="none" stroke="${style.countyLine}" stroke-width="${widths.county}" stroke-linejoin="round"/>`,
      );
    }
  }
  if (state && style.districtLine) {
    const districts = d(partsOn(geography.districts));
    if (districts) {
      out.push(
        `<path d="${districts}" fill="none" stroke="${style.districtLine}" stroke-width="${widths.district}" stroke-linejoin="round"/>`,
      );
    }
  }
  if (state) {
    out.push(
      `<path d="${state}" fill="none" stroke="${style.stateLine}" stroke-width="${widths.state}" stroke-linejoin="round"/>`,
    );
  }
  const labels = tileLabelsSvg(geography, address, style);
  if (labels) out.push(labels);
  if (out.length === 0) return null;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">`,
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${style.background}"/>`,
    ...out,
    '</svg>',
  ].join('');
}
