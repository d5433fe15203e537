/**
 * Renderers of the seeded web maps, in the web map specification's JSON (`drawingInfo.renderer`),
 * so each map draws TIMS's layers its own way. Colours are `#rrggbb`.
 */
export type Renderer = Record<string, unknown>;
export type Geometry = 'point' | 'line' | 'polygon';

type Rgba = [number, number, number, number];

function rgba(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha];
}

const WHITE_OUTLINE = {
  type: 'esriSLS',
  style: 'esriSLSSolid',
  color: [255, 255, 255, 255],
  width: 1,
};

export function symbol(geometry: Geometry, colour: string, size?: number): Record<string, unknown> {
  switch (geometry) {
    case 'point':
      return {
        type: 'esriSMS',
        style: 'esriSMSCircle',
        color: rgba(colour),
        size: size ?? 8,
        outline: WHITE_OUTLINE,
      };
    case 'line':
      return { type: 'esriSLS', style: 'esriSLSSolid', color: rgba(colour), width: size ?? 3 };
    case 'polygon':
      return {
        type: 'esriSFS',
        style: 'esriSFSSolid',
        color: rgba(colour, 40),
        outline: {
          type: 'esriSLS',
          style: 'esriSLSSolid',
          color: rgba(colour),
          width: size ?? 1.5,
        },
      };
  }
}

/** One symbol for every feature. */
export function simple(geometry: Geometry, colour: string, size?: number): Renderer {
  return { type: 'simple', symbol: symbol(geometry, colour, size) };
}

/** Reference polygons (counties, districts): an outline over a faint fill. */
export function outline(colour: string, width = 1): Renderer {
  return simple('polygon', colour, width);
}

/** A colour per value of a field; anything else is drawn grey as "Other". */
export function uniqueValues(
  geometry: Geometry,
  field: string,
  values: [value: string | number, label: string, colour: string][],
): Renderer {
  return {
    type: 'uniqueValue',
    field1: field,
    defaultSymbol: symbol(geometry, '#8a8a8a'),
    defaultLabel: 'Other',
    uniqueValueInfos: values.map(([value, label, colour]) => ({
      value: String(value),
      label,
      symbol: symbol(geometry, colour),
    })),
  };
}

/**
 * Classes of a numeric field, each up to its maximum; points grow with the class so the
 * larger values stand out.
 */
export function classBreaks(
  geometry: Geometry,
  field: string,
  minValue: number,
  breaks: [max: number, label: string, colour: string][],
): Renderer {
  return {
    type: 'classBreaks',
    field,
    minValue,
    classBreakInfos: breaks.map(([max, label, colour], i) => ({
      classMaxValue: max,
      label,
      symbol: symbol(geometry, colour, geometry === 'point' ? 6 + i * 3 : undefined),
    })),
  };
}

/** Twelve colours that tell neighbouring districts apart. */
const DISTRICT_COLOURS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
];

/** A colour per district (1–12), for points or the district polygons themselves. */
export const byDistrict = (geometry: 'point' | 'polygon') =>
  uniqueValues(
    geometry,
    'district',
    DISTRICT_COLOURS.map((colour, i) => [i + 1, `District ${i + 1}`, colour]),
  );
