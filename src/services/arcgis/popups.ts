import type Geometry from '@arcgis/core/geometry/Geometry';
import Extent from '@arcgis/core/geometry/Extent';
import Point from '@arcgis/core/geometry/Point';
import type FeatureLayer from '@arcgis/core/layers/FeatureLayer';
import type { ScreenPoint } from '@arcgis/core/core/types';
import type Polyline from '@arcgis/core/geometry/Polyline';
import type MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import { squareBounds } from '../../../contracts/projectBins';
import { binsOf } from './layers';
import { pointAlong } from './pointAlong';

/**
 * Where a feature's popup points and the view centres on it: a point is itself, a line the
 * point halfway along it (on the line, so identify at the centre finds it again), anything else
 * the centre of its extent.
 */
export function anchorOf(geometry: Geometry): Point | null {
  if (geometry.type === 'point') return geometry as Point;
  if (geometry.type === 'polyline') {
    const along = pointAlong((geometry as Polyline).paths);
    return along
      ? new Point({ x: along[0], y: along[1], spatialReference: geometry.spatialReference })
      : null;
  }
  return geometry.extent?.center ?? null;
}

/** How long identify waits for the view to draw what it is loading: then it asks anyway. */
const DRAWN_WAIT_MS = 10_000;

/** The most projects a square's popup lists: a page of the Projects layer at its largest. */
const MOST_IN_A_SQUARE = 2000;

/** A layer drawn at the view's scale: visible, its parents too, and in its scale range. */
function drawnAtScale(view: MapView, layer: FeatureLayer): boolean {
  for (let at: unknown = layer; at && typeof at === 'object' && 'visible' in at;) {
    if (!(at as { visible: boolean }).visible) return false;
    at = (at as { parent?: unknown }).parent;
  }
  const { minScale, maxScale } = layer;
  return (!minScale || view.scale <= minScale) && (!maxScale || view.scale > maxScale);
}

/** The layers of squares the view draws now (zoomed out, the projects' group shown). */
const drawnSquares = (view: MapView) =>
  (view.map?.allLayers.toArray() ?? []).filter(
    (layer) => !!binsOf(layer) && drawnAtScale(view, layer as FeatureLayer),
  );

/**
 * The projects in the square drawn at a place of the screen, when the map draws the projects in
 * squares there (zoomed out): read from the Projects layer by the square's bounds (the server's,
 * so every project counted in it is found, drawn or not), in PID order. Null when no square is
 * drawn there.
 */
async function projectsInSquareAt(view: MapView, screenPoint: ScreenPoint) {
  const squares = drawnSquares(view);
  if (squares.length === 0) return null;
  const { results } = await view.hitTest(screenPoint, { include: squares });
  const hit = results.find((result) => result.type === 'graphic');
  const square = hit?.type === 'graphic' ? hit.graphic : null;
  const bins = binsOf(square?.layer as FeatureLayer | undefined);
  const id = square?.attributes?.[(square.layer as FeatureLayer).objectIdField] as unknown;
  if (!bins || typeof id !== 'number') return null;
  const [west, south, east, north] = squareBounds(bins.level, id);
  // A point on the east or south side belongs to the next square: a millimetre inside.
  const inside = new Extent({
    xmin: west,
    ymin: south + 0.001,
    xmax: east - 0.001,
    ymax: north,
    spatialReference: { wkid: 102100 },
  });
  const { features } = await bins.points.queryFeatures({
    geometry: inside,
    spatialRelationship: 'intersects',
    where: '1=1',
    outFields: ['*'],
    returnGeometry: true,
    outSpatialReference: view.spatialReference,
    orderByFields: ['pid'],
    num: MOST_IN_A_SQUARE,
  });
  return features;
}

/**
 * Opens the popup of what lies at a place of the view; how many features it holds. Where the
 * projects are drawn in squares, the projects of the square there (one page each, "1 of 37");
 * elsewhere, or on no square, what is drawn there, as a click on the map shows.
 */
export async function identifyAt(
  view: MapView,
  screenPoint: ScreenPoint,
  location: Point,
): Promise<number> {
  const projects = await projectsInSquareAt(view, screenPoint).catch(() => null);
  if (projects?.length) {
    await view.openPopup({ features: projects, location });
  } else {
    await view.openPopup({ location, fetchFeatures: true });
  }
  await reactiveUtils.whenOnce(() => !view.popup?.viewModel.waitingForResult);
  return view.popup?.featureCount ?? 0;
}

/**
 * Identify at the centre of the view (the keyboard's). The popup finds features by what is
 * drawn, so a view still drawing (just moved to a project, say) is waited for first: otherwise
 * only the district under a project not yet drawn would answer.
 */
export async function identifyAtCentre(view: MapView): Promise<number> {
  await reactiveUtils
    .whenOnce(() => !view.updating, AbortSignal.timeout(DRAWN_WAIT_MS))
    .catch(() => undefined);
  const centre = view.center;
  return identifyAt(view, view.toScreen(centre)!, centre);
}

/**
 * Takes a click on the map where the projects are drawn in squares: the popup lists the projects
 * of the square clicked instead of the square (`popupEnabled` off on squares). Anywhere else the
 * view's own popup answers the click. `busy` says when clicks belong to another tool (measuring).
 */
export function identifyOnClick(view: MapView, busy: () => boolean): () => void {
  const handle = view.on('click', (event) => {
    if (busy() || !view.popupEnabled) return;
    if (drawnSquares(view).length === 0) return;
    event.stopPropagation();
    void identifyAt(view, { x: event.x, y: event.y }, event.mapPoint);
  });
  return () => handle.remove();
}

/** An open popup drawn again, so it shows the labels of the language just chosen. */
export function reopenPopup(view: MapView): void {
  const popup = view.popup;
  if (!popup?.visible || popup.features.length === 0) return;
  const { features, location, selectedFeatureIndex } = popup;
  void view.openPopup({ features, location: location ?? undefined }).then(() => {
    if (view.popup) view.popup.selectedFeatureIndex = selectedFeatureIndex;
  });
}
