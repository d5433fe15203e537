/**
 * `geometryPrecision`: every coordinate of a query's features rounded to `digits` decimal places,
 * after they were projected to `outSR` — Esri JSON (`x`, `y`, `paths`, `rings`, `points`) and
 * GeoJSON (`coordinates`) alike. Koop's own rounding skips 0 (it tests the number for truth), and
 * PBF is encoded from this payload, so every format rounds the same way.
 */
export function roundCoordinates(payload: unknown, digits: number): void {
  const features = (payload as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return;
  for (const feature of features as { geometry?: unknown }[]) {
    if (feature.geometry && typeof feature.geometry === 'object') {
      roundGeometry(feature.geometry as Record<string, unknown>, digits);
    }
  }
}

const COORDINATE_KEYS = ['x', 'y', 'z', 'm'];
const ARRAY_KEYS = ['paths', 'rings', 'points', 'coordinates'];

function roundGeometry(geometry: Record<string, unknown>, digits: number): void {
  for (const key of COORDINATE_KEYS) {
    const value = geometry[key];
    if (typeof value === 'number') geometry[key] = round(value, digits);
  }
  for (const key of ARRAY_KEYS) {
    const value = geometry[key];
    if (Array.isArray(value)) geometry[key] = roundArray(value, digits);
  }
}

function roundArray(values: unknown[], digits: number): unknown[] {
  return values.map((value) =>
    typeof value === 'number'
      ? round(value, digits)
      : Array.isArray(value)
        ? roundArray(value, digits)
        : value,
  );
}

function round(value: number, digits: number): number {
  return Number.isFinite(value) ? Number(value.toFixed(digits)) : value;
}
