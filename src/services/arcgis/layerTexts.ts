import './esriSetup';
import type FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import type GroupLayer from '@arcgis/core/layers/GroupLayer';
import type Layer from '@arcgis/core/layers/Layer';
import type SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import type UniqueValueRenderer from '@arcgis/core/renderers/UniqueValueRenderer';
import { binsOf, isTimsPopup, timsPopup } from './layers';
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

/** The squares' legend title, on a renderer of their own so the legend widget redraws. */
function retitleSquares(layer: FeatureLayer, texts: MapTexts): void {
  const renderer = (layer.renderer as SimpleRenderer | null)?.clone();
  const color = renderer?.visualVariables?.find((variable) => variable.type === 'color');
  if (!renderer || !color) return;
  color.legendOptions = { ...color.legendOptions, title: texts.squares };
  layer.renderer = renderer;
}

/**
 * Puts the texts of a language on a live layer: the title of a TIMS layer of the default map
 * (by its id; the parts of one drawn as a group, the projects' squares and points, take it too),
 * the popup TIMS wrote for it (a project, a district, a bridge: labels and named values), and the
 * legend's labels once the layer has loaded.
 */
export function applyLayerTexts(
  layer: Layer,
  texts: () => MapTexts,
  options: { servicesUrl: string; detailsPath: string },
): void {
  const title = texts().layerTitles[layer.id];
  if (title) layer.title = title;
  if (layer.type === 'group') {
    for (const part of (layer as GroupLayer).layers) {
      if (title && part.id.startsWith(`${layer.id}-`)) part.title = title;
      applyLayerTexts(part, texts, options);
    }
    return;
  }
  if (layer.type !== 'feature') return;
  const feature = layer as FeatureLayer;
  if (binsOf(feature)) {
    void feature.when(
      () => retitleSquares(feature, texts()),
      () => undefined,
    );
    return;
  }
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
