import './esriSetup';
import type FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import type Layer from '@arcgis/core/layers/Layer';
import type UniqueValueRenderer from '@arcgis/core/renderers/UniqueValueRenderer';
import { isTimsPopup, timsPopup } from './layers';
import type { MapTexts } from './types';

/** The renderer each TIMS layer came with: its labels are the service's words, in English. */
const served = new WeakMap<Layer, UniqueValueRenderer>();

/** A layer of TIMS's own FeatureServers (not a layer of another server a web map brings). */
function timsUrl(layer: FeatureLayer, servicesUrl: string): boolean {
  return !!layer.url && layer.url.startsWith(`${servicesUrl}/`);
}

/**
 * A TIMS layer's legend in the interface language: the classes the service labels with their own
 * value (a phase, a bridge's condition) get the translated name, the rest ("Other") the
 * translated catch-all. A web map that labels a class in its own words keeps them. The renderer
 * is replaced, not changed inside, so the legend widget redraws.
 */
function relabel(layer: FeatureLayer, texts: MapTexts): void {
  const current = layer.renderer;
  if (current?.type !== 'unique-value') return;
  if (!served.has(layer)) served.set(layer, (current as UniqueValueRenderer).clone());
  const renderer = served.get(layer)!.clone();
  const names = renderer.field ? texts.values[renderer.field] : undefined;
  for (const info of renderer.uniqueValueInfos ?? []) {
    const value = String(info.value);
    if (names?.[value] && info.label === value) info.label = names[value];
  }
  if (renderer.defaultLabel === 'Other') renderer.defaultLabel = texts.other;
  layer.renderer = renderer;
}

/**
 * Puts the texts of a language on a live layer: the title of a TIMS layer of the default map
 * (by its id), the popup TIMS wrote for it (a project, a district, a bridge: labels and named
 * values), and the legend's labels once the layer has loaded.
 */
export function applyLayerTexts(
  layer: Layer,
  texts: () => MapTexts,
  options: { servicesUrl: string; detailsPath: string },
): void {
  const title = texts().layerTitles[layer.id];
  if (title) layer.title = title;
  if (layer.type !== 'feature') return;
  const feature = layer as FeatureLayer;
  if (isTimsPopup(feature.popupTemplate)) {
    // A FeatureLayer keeps its service's URL and its layer's id apart.
    const url = feature.url ? `${feature.url}/${feature.layerId}` : null;
    const popup = timsPopup(url, texts(), options.detailsPath);
    if (popup) feature.popupTemplate = popup;
  }
  // Read when the layer has loaded: the language may have changed meanwhile.
  void feature.when(
    () => timsUrl(feature, options.servicesUrl) && relabel(feature, texts()),
    () => undefined,
  );
}
