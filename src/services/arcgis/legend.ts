import './esriSetup';
import type Layer from '@arcgis/core/layers/Layer';
import type FeatureLayer from '@arcgis/core/layers/FeatureLayer';
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

/** A layer's legend as plain entries (label and colour), for the exported image. */
export function legendOf(layer: Layer): LegendEntry[] {
  if (layer.type !== 'feature') return [];
  const renderer = (layer as FeatureLayer).renderer as
    | { type: 'simple'; symbol?: SymbolLike; label?: string }
    | {
        type: 'unique-value';
        uniqueValueInfos?: { label?: string; value: unknown; symbol?: SymbolLike }[];
      }
    | { type: string }
    | null;
  if (!renderer) return [];
  if (renderer.type === 'simple' && 'symbol' in renderer) {
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
