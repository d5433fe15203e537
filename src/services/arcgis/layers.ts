import './esriSetup';
import FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import GroupLayer from '@arcgis/core/layers/GroupLayer';
import Layer from '@arcgis/core/layers/Layer';
import PopupTemplate from '@arcgis/core/PopupTemplate';
import PortalItem from '@arcgis/core/portal/PortalItem';
import {
  PROJECT_BIN_LEVELS,
  PROJECT_POINTS_MIN_SCALE,
  type ProjectBinLevel,
} from '../../../contracts/projectBins';
import { namedValueExpression } from './popupValues';
import type { LayerSpec, MapTexts } from './types';

const PROJECTS_LAYER = /\/rest\/services\/Projects\/FeatureServer\/[01]$/;
const DISTRICTS_LAYER = /\/rest\/services\/Districts\/FeatureServer\/0$/;
const BRIDGES_LAYER = /\/rest\/services\/Bridges\/FeatureServer\/0$/;

export function isProjectsLayer(url: string | null | undefined): boolean {
  return !!url && PROJECTS_LAYER.test(url);
}

/** The TIMS layers whose popups TIMS writes, in the interface language. */
type PopupKind = 'project' | 'district' | 'bridge';

function popupKindOf(url: string): PopupKind | null {
  if (PROJECTS_LAYER.test(url)) return 'project';
  if (DISTRICTS_LAYER.test(url)) return 'district';
  if (BRIDGES_LAYER.test(url)) return 'bridge';
  return null;
}

/** The popups TIMS made (a web map's own popup for the same layer is the author's). */
const timsPopups = new WeakSet<PopupTemplate>();

type FieldInfo = { fieldName: string; label: string; fieldFormat?: Record<string, unknown> };

const field = (fieldName: string, label: string, format?: Record<string, unknown>): FieldInfo => ({
  fieldName,
  label,
  ...(format ? { fieldFormat: format } : {}),
});

/** Years, districts and ratings are written as they are: no thousands separator. */
const PLAIN_NUMBER = { type: 'number', useGrouping: 'never' };

/** A row of a value named in the interface language (its label is the expression's title). */
const named = (name: string, title: string, texts: MapTexts) => ({
  info: { name, title, expression: namedValueExpression(name, texts.values[name]) },
  row: field(`expression/${name}`, title),
});

/** A project's popup: what it is, where, when, and the way to its details page. */
function projectPopup(texts: MapTexts, detailsPath: string) {
  const labels = texts.popup;
  const phase = named('phase', labels.phase, texts);
  return {
    title: '{pid} · {name}',
    outFields: ['*'],
    // Dollars, as the rest of TIMS shows them (a field format knows no currency). An expression's
    // row is labelled by its title: @arcgis/core ignores the field info's label for expressions.
    expressionInfos: [
      phase.info,
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
          phase.row,
          field('workType', labels.workType),
          field('counties', labels.counties),
          field('routes', labels.routes),
          field('saleDate', labels.saleDate, { type: 'date-time', dateStyle: 'medium' }),
          field('expression/cost', labels.estimatedCost),
        ],
      },
      { type: 'text', text: `<a href="${detailsPath}?pid={pid}">${labels.details}</a>` },
    ],
  };
}

/** A district's popup: its number and how many counties it has. */
function districtPopup(texts: MapTexts) {
  const labels = texts.popup;
  return {
    title: labels.districtTitle,
    outFields: ['*'],
    content: [
      {
        type: 'fields',
        fieldInfos: [
          field('district', labels.district, PLAIN_NUMBER),
          field('counties', labels.counties, PLAIN_NUMBER),
        ],
      },
    ],
  };
}

/** A bridge's popup: where it is, what it carries and crosses, its ratings and condition. */
function bridgePopup(texts: MapTexts) {
  const labels = texts.popup;
  const condition = named('condition', labels.condition, texts);
  return {
    title: labels.bridgeTitle,
    outFields: ['*'],
    expressionInfos: [condition.info],
    content: [
      {
        type: 'fields',
        fieldInfos: [
          field('county', labels.county),
          field('district', labels.district, PLAIN_NUMBER),
          field('route', labels.route),
          field('featureCrossed', labels.featureCrossed),
          field('yearBuilt', labels.yearBuilt, PLAIN_NUMBER),
          condition.row,
          field('deckRating', labels.deckRating, PLAIN_NUMBER),
          field('superstructureRating', labels.superstructureRating, PLAIN_NUMBER),
          field('substructureRating', labels.substructureRating, PLAIN_NUMBER),
        ],
      },
    ],
  };
}

/**
 * The popup TIMS writes for one of its layers (projects, districts, bridges), in the language of
 * `texts`; null for any other layer (its service's default popup, in the service's words).
 */
export function timsPopup(
  url: string | null | undefined,
  texts: MapTexts,
  detailsPath: string,
): PopupTemplate | null {
  const kind = url ? popupKindOf(url) : null;
  if (!kind) return null;
  const properties =
    kind === 'project'
      ? projectPopup(texts, detailsPath)
      : kind === 'district'
        ? districtPopup(texts)
        : bridgePopup(texts);
  const template = new PopupTemplate(properties as ConstructorParameters<typeof PopupTemplate>[0]);
  timsPopups.add(template);
  return template;
}

/** Whether a popup is one TIMS wrote (so a change of language writes it again). */
export const isTimsPopup = (template: PopupTemplate | null | undefined): boolean =>
  !!template && timsPopups.has(template);

export interface LayerOptions {
  /** The texts of the interface language when the layer is made (popups). */
  texts: MapTexts;
  /** The app path of the project details screen (popups link there). */
  detailsPath: string;
  /** `…/tims/api/rest/services`: TIMS's own FeatureServers (its Projects are drawn in squares). */
  servicesUrl: string;
}

/** The squares of a level drawn for the projects zoomed out, and the points they count. */
const binLayers = new WeakMap<Layer, { level: ProjectBinLevel; points: FeatureLayer }>();

/** The level and the points layer of a layer of squares the map draws; undefined for others. */
export const binsOf = (layer: Layer | null | undefined) =>
  layer ? binLayers.get(layer) : undefined;

/**
 * TIMS's Projects as the map draws them (a group, under the spec's id, title and visibility):
 * zoomed out, the projects counted in squares of the Projects FeatureServer's bin layers, a few
 * thousand squares where a state holds 100,000 points; zoomed in past PROJECT_POINTS_MIN_SCALE,
 * every project as its own point, asking only for what drawing needs (the object id and the
 * renderer's phase: the popup asks for the rest of the project it opens on). A click on a square
 * identifies the projects in it (popups.ts).
 */
function projectsGroup(
  common: { id: string; title: string; visible: boolean; opacity: number },
  url: string,
  popupTemplate: PopupTemplate | null,
): GroupLayer {
  const service = url.replace(/\/0$/, '');
  const points = new FeatureLayer({
    id: `${common.id}-points`,
    title: common.title,
    url,
    minScale: PROJECT_POINTS_MIN_SCALE,
    ...(popupTemplate ? { popupTemplate } : {}),
  });
  const squares = PROJECT_BIN_LEVELS.map((level) => {
    const layer = new FeatureLayer({
      id: `${common.id}-squares-${level.layerId}`,
      title: common.title,
      url: `${service}/${level.layerId}`,
      minScale: level.minScale,
      maxScale: level.maxScale,
      outFields: ['projects'],
      popupEnabled: false,
    });
    binLayers.set(layer, { level, points });
    return layer;
  });
  return new GroupLayer({ ...common, visibilityMode: 'independent', layers: [...squares, points] });
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
  // Districts and bridges get TIMS's popup too; any other layer its service's default one.
  const popupTemplate = timsPopup(url, options.texts, options.detailsPath);
  if (url === `${options.servicesUrl}/Projects/FeatureServer/0`) {
    return projectsGroup(common, url, popupTemplate);
  }
  return new FeatureLayer({
    ...common,
    url,
    // Project lines: only what drawing needs, as the points (the popup asks for the rest).
    ...(isProjectsLayer(url) ? {} : { outFields: ['*'] }),
    ...(popupTemplate ? { popupTemplate } : { defaultPopupTemplateEnabled: true }),
  });
}
