import './esriSetup';
import Polygon from '@arcgis/core/geometry/Polygon';
import Polyline from '@arcgis/core/geometry/Polyline';
import type SpatialReference from '@arcgis/core/geometry/SpatialReference';
import * as geodeticAreaOperator from '@arcgis/core/geometry/operators/geodeticAreaOperator';
import * as geodeticDensifyOperator from '@arcgis/core/geometry/operators/geodeticDensifyOperator';
import * as geodeticLengthOperator from '@arcgis/core/geometry/operators/geodeticLengthOperator';
import * as simplifyOperator from '@arcgis/core/geometry/operators/simplifyOperator';
import * as intl from '@arcgis/core/intl';
import type { AreaUnit, LengthUnit, MeasureTool } from './types';

/** Esri's measuring tools draw a geodesic with a vertex every 100 km at most. */
const MAX_SEGMENT_METRES = 100_000;

const OPERATORS = [geodeticLengthOperator, geodeticAreaOperator, geodeticDensifyOperator];

/** The geodetic operators fetch their projection engine once, before their first use. */
export async function loadMeasureOperators(): Promise<void> {
  await Promise.all(OPERATORS.filter((op) => !op.isLoaded()).map((op) => op.load()));
}

export interface Measured {
  /** What the map draws: the line (its geodesic), the outline or the polygon, or nothing yet. */
  drawing: Polyline | Polygon | null;
  /** The length or the area in the unit asked; null until there are enough points. */
  value: number | null;
}

const densified = <T extends Polyline | Polygon>(geometry: T): T =>
  (geodeticDensifyOperator.execute(geometry, MAX_SEGMENT_METRES, { unit: 'meters' }) as T | null) ??
  geometry;

/**
 * The geodesic length of a line through the vertices, or the geodesic area of the polygon they
 * enclose — what Esri's DistanceMeasurement2D and AreaMeasurement2D report for the same points
 * (the polygon simplified first, so a ring drawn the other way round or crossing itself counts).
 * The operators must be loaded (`loadMeasureOperators`).
 */
export function measureVertices(
  tool: MeasureTool,
  vertices: number[][],
  spatialReference: SpatialReference,
  unit: LengthUnit | AreaUnit,
): Measured {
  if (vertices.length < 2) return { drawing: null, value: null };
  const line = new Polyline({ paths: [vertices], spatialReference });
  if (tool === 'distance') {
    return {
      drawing: densified(line),
      value: geodeticLengthOperator.execute(line, { unit: unit as LengthUnit }),
    };
  }
  if (vertices.length < 3) return { drawing: densified(line), value: null };
  const ring = [...vertices, vertices[0]!];
  const polygon = simplifyOperator.execute(
    densified(new Polygon({ rings: [ring], spatialReference })),
  ) as Polygon | null;
  if (!polygon || polygon.rings.length === 0) {
    // Points in a row enclose nothing: the outline is drawn, the area is nought.
    return { drawing: densified(new Polyline({ paths: [ring], spatialReference })), value: 0 };
  }
  return {
    drawing: polygon,
    value: geodeticAreaOperator.execute(polygon, { unit: unit as AreaUnit }),
  };
}

interface UnitMessages {
  units: Record<string, { abbr: string }>;
}

/**
 * A value as Esri's measuring widgets write it, in the language @arcgis/core speaks: two
 * decimals and the unit's abbreviation from its own translations ("1,234.56 mi").
 */
export async function formatMeasurement(
  value: number,
  unit: LengthUnit | AreaUnit,
): Promise<string> {
  const messages = (await intl.fetchMessageBundle('esri/core/t9n/Units')) as UnitMessages;
  const number = intl.formatNumber(value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: value > 0 ? 'never' : 'exceptZero',
  });
  return `${number} ${messages.units[unit]?.abbr ?? unit}`;
}
