/** `#rrggbb` as an Esri colour `[r, g, b, alpha]`. */
export function esriColor(hex: string, alpha = 255): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha];
}

function symbol(kind: 'point' | 'line', color: string) {
  return kind === 'point'
    ? {
        type: 'esriSMS',
        style: 'esriSMSCircle',
        color: esriColor(color),
        size: 7,
        outline: { type: 'esriSLS', style: 'esriSLSSolid', color: [255, 255, 255, 255], width: 1 },
      }
    : { type: 'esriSLS', style: 'esriSLSSolid', color: esriColor(color), width: 3 };
}

/**
 * A unique-value renderer on the `phase` field: one colour per phase, in the order the phases
 * run, so the legend reads like the project development process.
 */
export function phaseRenderer(
  kind: 'point' | 'line',
  phases: readonly string[],
  colors: Record<string, string>,
): Record<string, unknown> {
  return {
    type: 'uniqueValue',
    field1: 'phase',
    defaultSymbol: symbol(kind, '#6e6e6e'),
    defaultLabel: 'Other',
    uniqueValueInfos: phases.map((phase) => ({
      value: phase,
      label: phase,
      symbol: symbol(kind, colors[phase] ?? '#6e6e6e'),
    })),
  };
}
