import type Geometry from '@arcgis/core/geometry/Geometry';
import Point from '@arcgis/core/geometry/Point';
import type Polyline from '@arcgis/core/geometry/Polyline';
import type MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
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

/**
 * Opens the popup of what lies at the centre of the view; how many features it holds. The popup
 * finds features by what is drawn, so a view still drawing (just moved to a project, say) is
 * waited for first: otherwise only the district under a project not yet drawn would answer.
 */
export async function identifyAtCentre(view: MapView): Promise<number> {
  await reactiveUtils
    .whenOnce(() => !view.updating, AbortSignal.timeout(DRAWN_WAIT_MS))
    .catch(() => undefined);
  await view.openPopup({ location: view.center, fetchFeatures: true });
  await reactiveUtils.whenOnce(() => !view.popup?.viewModel.waitingForResult);
  return view.popup?.featureCount ?? 0;
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
