/**
 * A scale bar's length: a round number (1, 2 or 5 times a power of ten) of miles, or of feet
 * when a mile would not fit, no longer than `maxPixels`.
 */
export function scaleBarOf(
  metresPerPixel: number,
  maxPixels: number,
): { pixels: number; value: number; unit: 'miles' | 'feet' } {
  const FEET = 0.3048;
  const MILE = 1609.344;
  const maxMetres = metresPerPixel * maxPixels;
  const unit = maxMetres >= MILE ? 'miles' : 'feet';
  const size = unit === 'miles' ? MILE : FEET;
  const max = maxMetres / size;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const value =
    [5, 2, 1].map((m) => m * magnitude).find((candidate) => candidate <= max) ?? magnitude;
  return { pixels: (value * size) / metresPerPixel, value, unit };
}
