import './esriSetup';
import FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import Layer from '@arcgis/core/layers/Layer';
import PopupTemplate from '@arcgis/core/PopupTemplate';
import PortalItem from '@arcgis/core/portal/PortalItem';
import type { LayerSpec } from './types';

/** Texts of the project popup, in the interface language. */
export interface PopupLabels {
  phase: string;
  workType: string;
  counties: string;
  routes: string;
  saleDate: string;
  estimatedCost: string;
  details: string;
}

const PROJECTS_LAYER = /\/rest\/services\/Projects\/FeatureServer\/[01]$/;

export function isProjectsLayer(url: string | null | undefined): boolean {
  return !!url && PROJECTS_LAYER.test(url);
}

/** A project's popup: what it is, where, when, and the way to its details page. */
function projectPopup(labels: PopupLabels, detailsPath: string): PopupTemplate {
  const field = (fieldName: string, label: string, format?: Record<string, unknown>) => ({
    fieldName,
    label,
    ...(format ? { fieldFormat: format } : {}),
  });
  return new PopupTemplate({
    title: '{pid} · {name}',
    outFields: ['*'],
    // Dollars, as the rest of TIMS shows them (a field format knows no currency). An expression's
    // row is labelled by its title: @arcgis/core ignores the field info's label for expressions.
    expressionInfos: [
      {
        name: 'cost',
        title: labels.estimatedCost,
        expression: "Text($feature.estimatedCost, '$#,###')",
      },
    ],
    content: [
      { type: 'text', text: '{description}' },
      {
        type: 'fields',
        fieldInfos: [
          field('phase', labels.phase),
          field('workType', labels.workType),
          field('counties', labels.counties),
          field('routes', labels.routes),
          field('saleDate', labels.saleDate, { type: 'date-time', dateStyle: 'medium' }),
          field('expression/cost', labels.estimatedCost),
        ],
      },
      { type: 'text', text: `<a href="${detailsPath}?pid={pid}">${labels.details}</a>` },
    ],
  } as ConstructorParameters<typeof PopupTemplate>[0]);
}

export interface LayerOptions {
  labels: PopupLabels;
  /** The app path of the project details screen (popups link there). */
  detailsPath: string;
}

/** The live layer of a spec, its id the spec's, so the store and the map name it alike. */
export async function createLayer(spec: LayerSpec, options: LayerOptions): Promise<Layer> {
  const common = { id: spec.id, title: spec.title, visible: spec.visible, opacity: spec.opacity };
  if (spec.source.kind === 'portal-item') {
    const portalItem = new PortalItem({ id: spec.source.itemId });
    // One layer of a service item: that layer alone (fromPortalItem would bring them all).
    if (spec.source.layerId !== undefined) {
      return new FeatureLayer({
        ...common,
        portalItem,
        layerId: spec.source.layerId,
        outFields: ['*'],
      });
    }
    const layer = await Layer.fromPortalItem({ portalItem });
    layer.set(common);
    return layer;
  }
  const { url } = spec.source;
  // Projects: only what drawing needs (the object id and the renderer's phase), so the map
  // pages through 100,000 points of a few bytes each, answered from the server's memory; the
  // popup asks for the rest of the project it opens on (its template's outFields).
  return new FeatureLayer({
    ...common,
    url,
    ...(isProjectsLayer(url)
      ? { popupTemplate: projectPopup(options.labels, options.detailsPath) }
      : { outFields: ['*'], defaultPopupTemplateEnabled: true }),
  });
}
