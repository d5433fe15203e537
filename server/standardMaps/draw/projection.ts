import {
  geoConicConformal,
  geoDistance,
  geoPath,
  geoTransverseMercator,
  type GeoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo';
import type { Rect } from './drawing';

/** Mean radius of the earth in miles. */
const EARTH_MILES = 3958.8;

export interface FittedProjection {
  projection: GeoProjection;
  /** Projected path data with two decimals, clipped to the frame. */
  path: GeoPath;
  /** For the map's notes, e.g. "Lambert Conformal Conic projection, standard parallels …". */
  description: string;
}

type Box = [number, number, number, number];

const dms = (degrees: number, positive: string, negative: string) => {
  const absolute = Math.abs(degrees);
  let whole = Math.floor(absolute);
  let minutes = Math.round((absolute - whole) * 60);
  if (minutes === 60) [whole, minutes] = [whole + 1, 0];
  return `${whole}°${String(minutes).padStart(2, '0')}′ ${degrees >= 0 ? positive : negative}`;
};

/**
 * A conformal projection made for the area, the way state plane systems are: Lambert
 * Conformal Conic with standard parallels at a sixth of the way in from its south and north
 * edges for an area wider than tall, Transverse Mercator on its central meridian for a tall
 * one. Fitted into `frame` with `padding`, and clipped to the frame.
 */
export function fitProjection(
  box: Box,
  focus: GeoPermissibleObjects,
  frame: Rect,
  padding: number,
): FittedProjection {
  const [west, south, east, north] = box;
  const centralMeridian = (west + east) / 2;
  const middle = (south + north) / 2;
  const wide = (east - west) * Math.cos((middle * Math.PI) / 180);
  const tall = north - south > 1.4 * wide;
  let projection: GeoProjection;
  let description: string;
  if (tall) {
    projection = geoTransverseMercator().rotate([-centralMeridian, -middle]);
    description = `Transverse Mercator projection, central meridian ${dms(centralMeridian, 'E', 'W')}`;
  } else {
    const span = north - south;
    const parallels: [number, number] = [south + span / 6, north - span / 6];
    projection = geoConicConformal().parallels(parallels).rotate([-centralMeridian, 0]);
    description =
      `Lambert Conformal Conic projection, standard parallels ${dms(parallels[0], 'N', 'S')} ` +
      `and ${dms(parallels[1], 'N', 'S')}, central meridian ${dms(centralMeridian, 'E', 'W')}`;
  }
  projection
    .fitExtent(
      [
        [frame.x + padding, frame.y + padding],
        [frame.x + frame.width - padding, frame.y + frame.height - padding],
      ],
      focus,
    )
    // A little beyond the frame, so no clipped edge shows inside it.
    .clipExtent([
      [frame.x - 2, frame.y - 2],
      [frame.x + frame.width + 2, frame.y + frame.height + 2],
    ]);
  return { projection, path: geoPath(projection).digits(2), description };
}

/** Miles on the ground per point on paper, measured across the middle of `frame`. */
export function milesPerPoint(projection: GeoProjection, frame: Rect): number {
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  const half = frame.width / 8;
  const a = projection.invert?.([cx - half, cy]);
  const b = projection.invert?.([cx + half, cy]);
  if (!a || !b) throw new Error('The projection cannot be inverted');
  return (geoDistance(a, b) * EARTH_MILES) / (2 * half);
}

/** The direction of true north at the middle of `frame`, in radians clockwise from up. */
export function northAngle(projection: GeoProjection, frame: Rect): number {
  const centre = projection.invert?.([frame.x + frame.width / 2, frame.y + frame.height / 2]);
  if (!centre) return 0;
  const here = projection(centre);
  const north = projection([centre[0], Math.min(89.9, centre[1] + 0.05)]);
  if (!here || !north) return 0;
  return Math.atan2(north[0] - here[0], here[1] - north[1]);
}
