import './esriSetup';
import type Layer from '@arcgis/core/layers/Layer';
import type FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import type GroupLayer from '@arcgis/core/layers/GroupLayer';
import type { LegendEntry } from './types';

interface SymbolLike {
  type?: string;
  color?: { toHex(): string; a: number } | null;
  outline?: { color?: { toHex(): string } | null } | null;
}

function entryOf(label: string, symbol: SymbolLike | null | undefined): LegendEntry | null {
  if (!symbol) return null;
  const filled = symbol.color && symbol.color.a > 0.05 ? symbol.color.toHex() : null;
  const color = filled ?? symbol.outline?.color?.toHex() ?? null;
  if (!color) return null;
  const shape = symbol.type?.includes('fill')
    ? 'polygon'
    : symbol.type?.includes('line')
      ? 'line'
      : 'point';
  return { label, color, shape };
}

interface ColorStop {
  value: number;
  label?: string | null;
  color?: { toHex(): string } | null;
}

/** A colour ramp's stops as entries (the projects' squares: 1, 12, 40 … projects). */
function rampEntries(symbol: SymbolLike | undefined, stops: ColorStop[]) {
  const shape = entryOf('', symbol)?.shape ?? 'polygon';
  return stops
    .filter((stop) => stop.color)
    .map((stop) => ({
      label: stop.label || String(stop.value),
      color: stop.color!.toHex(),
      shape,
    }));
}

/** The layers a layer draws at a scale: itself, or the parts of a group drawn at that scale. */
export function drawnParts(layer: Layer, scale: number): Layer[] {
  if (layer.type !== 'group') return [layer];
  return (layer as GroupLayer).layers
    .filter((part) => {
      const { visible, minScale, maxScale } = part as Layer & {
        minScale?: number;
        maxScale?: number;
      };
      return visible && (!minScale || scale <= minScale) && (!maxScale || scale > maxScale);
    })
    .toArray()
    .flatMap((part) => drawnParts(part, scale));
}

/** A layer's legend as plain entries (label and colour), for the exported image. */
export function legendOf(layer: Layer): LegendEntry[] {
  if (layer.type !== 'feature') return [];
  const renderer = (layer as FeatureLayer).renderer as
    | {
        type: 'simple';
        symbol?: SymbolLike;
        label?: string;
        visualVariables?: { type: string; stops?: ColorStop[] }[] | null;
      }
    | {
        type: 'unique-value';
        uniqueValueInfos?: { label?: string; value: unknown; symbol?: SymbolLike }[];
      }
    | { type: string }
    | null;
  if (!renderer) return [];
  if (renderer.type === 'simple' && 'symbol' in renderer) {
    const ramp = renderer.visualVariables?.find((variable) => variable.type === 'color');
    if (ramp?.stops?.length) return rampEntries(renderer.symbol, ramp.stops);
    const entry = entryOf(renderer.label || layer.title || '', renderer.symbol);
    return entry ? [entry] : [];
  }
  if (renderer.type === 'unique-value' && 'uniqueValueInfos' in renderer) {
    return (renderer.uniqueValueInfos ?? [])
      .map((info) => entryOf(info.label ?? String(info.value), info.symbol))
      .filter((entry): entry is LegendEntry => entry !== null);
  }
  return [];
}
