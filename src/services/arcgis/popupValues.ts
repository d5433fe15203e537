/**
 * Arcade for TIMS's popups, apart from @arcgis/core so tests can read it: nothing here imports
 * the library.
 */

/** An Arcade string literal. */
const arcadeString = (text: string) => JSON.stringify(text);

/**
 * An Arcade expression naming a field's value in the interface language (a phase, a bridge's
 * condition), a value it does not know as it is.
 */
export function namedValueExpression(field: string, names: Record<string, string> = {}): string {
  const pairs = Object.entries(names).flatMap(([value, name]) => [
    arcadeString(value),
    arcadeString(name),
  ]);
  if (pairs.length === 0) return `$feature.${field}`;
  return `Decode($feature.${field}, ${pairs.join(', ')}, $feature.${field})`;
}
