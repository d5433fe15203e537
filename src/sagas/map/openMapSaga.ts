import { call, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SavedMap } from '../../../contracts/maps';
import {
  documentFailed,
  documentLoaded,
  contentItemAdded,
  layerStatusChanged,
  mapLayersSet,
  mapClosed,
  mapOpened,
  basemapChosen,
  selectMap,
  type MapRequest,
  type MapState,
} from '../../features/map/mapSlice';
import { mapsApi } from '../../features/map/mapsApi';
import { mapPortalApi, type LayerItem } from '../../features/map/mapPortalApi';
import { timsLayers, type TimsLayer } from '../../features/map/timsLayers';
import { selectSession, userSignedIn, type SessionState } from '../../features/portal/portalSlice';
import { toastAdded } from '../../features/toasts/toastsSlice';
import type { AppError } from '../../lib/appError';
import type { LayerSpec, MapController } from '../../services/arcgis/types';
import type { Services } from '../../services/services';
import { runQuery } from '../session/runQuery';
import { servicesUrl } from './servicesUrl';

/** The default map: TIMS's layers; staff-only ones wait, locked, for an anonymous visitor. */
function* openDefault(controller: MapController, request: MapRequest) {
  const session: SessionState = yield select(selectSession);
  const layers: TimsLayer[] = timsLayers(servicesUrl()).map((layer) => ({
    ...layer,
    visible: request.visibleLayers ? request.visibleLayers.includes(layer.id) : layer.visible,
  }));
  const locked = session === 'signed-in' ? [] : layers.filter((layer) => layer.requiresSignIn);
  yield put(mapLayersSet(layers.map(({ requiresSignIn: _r, ...spec }) => spec)));
  for (const layer of locked) {
    yield put(layerStatusChanged({ id: layer.id, status: 'needs-sign-in' }));
  }
  yield call(
    [controller, controller.setLayers],
    layers.filter((layer) => !locked.includes(layer)),
  );
  yield put(documentLoaded({ title: null }));
}

function* openSavedMap(controller: MapController, sid: string) {
  const result: { data?: SavedMap; error?: AppError } = yield call(
    runQuery,
    mapsApi.endpoints.getSavedMap,
    sid,
  );
  if (!result.data) {
    yield put(documentFailed(result.error ?? { code: 'unknown', message: 'Not loaded' }));
    return;
  }
  const saved = result.data;
  // The map sagas put the chosen basemap on the view, as for the visitor's own choice.
  yield put(basemapChosen(saved.basemap));
  yield put(mapLayersSet(saved.layers));
  yield call([controller, controller.setLayers], saved.layers);
  yield call([controller, controller.goTo], { extent: saved.extent });
  yield put(documentLoaded({ title: saved.title }));
}

/** What a portal error code means for a map that names the item. */
function itemFailure(error: AppError | undefined, signedIn: boolean): AppError {
  const code = error?.code;
  if (code === '400' || code === 'CONT_0001') return { code: 'not-found', message: 'No such item' };
  if (code === '403' || code === '499' || code === '498') {
    return signedIn
      ? { code: 'not-authorized', message: 'Not shared with you' }
      : { code: 'needs-sign-in', message: 'Sign in to open it' };
  }
  return error ?? { code: 'failed', message: 'The item could not be read' };
}

/** A content id: a portal item id, and `_{layer}` for one layer of a multi-layer service. */
const CONTENT_ID = /^(.+?)_(\d{1,3})$/;

/**
 * The default map with one portal item (a dataset of the glossary) added and zoomed to; a
 * glossary id `{itemId}_{layer}` adds that layer of the item's service.
 */
function* openContentItem(controller: MapController, request: MapRequest, contentId: string) {
  const match = CONTENT_ID.exec(contentId);
  const itemId = match ? match[1]! : contentId;
  const layerId = match ? Number(match[2]) : undefined;
  const session: SessionState = yield select(selectSession);
  const item: { data?: LayerItem; error?: AppError } = yield call(
    runQuery,
    mapPortalApi.endpoints.getLayerItem,
    itemId,
  );
  if (!item.data) {
    yield put(documentFailed(itemFailure(item.error, session === 'signed-in')));
    return;
  }
  yield call(openDefault, controller, request);
  const layer: LayerSpec = {
    id: `item-${contentId}`,
    title: item.data.title,
    source:
      layerId === undefined
        ? { kind: 'portal-item', itemId }
        : { kind: 'portal-item', itemId, layerId },
    visible: true,
    opacity: 1,
  };
  yield put(contentItemAdded(layer));
  yield call([controller, controller.addLayer], layer, !request.viewpoint);
}

/**
 * Opens what the address names — the default map, a portal web map, a saved map or a content
 * item — once the map screen has its view, then applies the address's extras: a viewpoint, a
 * project to show.
 */
function* openMap({ payload: request }: ReturnType<typeof mapOpened>) {
  const { map }: Services = yield getContext('services');
  const controller: MapController = yield call([map, map.whenReady]);
  if (request.basemap) yield call([controller, controller.setBasemap], request.basemap);
  const { document } = request;
  switch (document.kind) {
    case 'default':
      yield call(openDefault, controller, request);
      break;
    case 'web-map':
      // The controller reports the web map's layers, title or failure as events.
      yield call([controller, controller.openWebMap], document.id);
      break;
    case 'saved-map':
      yield call(openSavedMap, controller, document.sid);
      break;
    case 'content':
      yield call(openContentItem, controller, request, document.id);
      break;
  }
  if (request.viewpoint) {
    yield call([controller, controller.goTo], { viewpoint: request.viewpoint });
  }
  if (request.pid) {
    const shown: boolean = yield call([controller, controller.showProject], request.pid);
    if (!shown) {
      yield put(
        toastAdded({
          message: 'toasts.projectNotOnMap',
          values: { pid: request.pid },
          severity: 'warning',
        }),
      );
    }
  }
}

/**
 * Signing in unlocks the default map's staff-only layers on the map already shown, each in its
 * place: also when the map opened before a stored session was confirmed (a reload while signed
 * in), which had left them locked for the whole visit.
 */
function* unlockStaffLayers() {
  const { map }: Services = yield getContext('services');
  let state: MapState = yield select(selectMap);
  const kind = state.request?.document.kind;
  if (kind !== 'default' && kind !== 'content') return;
  if (state.status === 'opening') {
    yield take([documentLoaded, documentFailed, mapClosed]);
    state = yield select(selectMap);
  }
  const controller = map.controller();
  if (!controller) return;
  for (const { requiresSignIn, ...spec } of timsLayers(servicesUrl())) {
    const index = state.layers.findIndex((layer) => layer.id === spec.id);
    const shown = state.layers[index];
    if (!requiresSignIn || shown?.status !== 'needs-sign-in') continue;
    yield put(layerStatusChanged({ id: spec.id, status: 'loading' }));
    const layer = { ...spec, visible: shown.visible, opacity: shown.opacity };
    yield call([controller, controller.addLayer], layer, false, index);
  }
}

export function* openMapSaga() {
  yield takeLatest(mapOpened, openMap);
  yield takeEvery(userSignedIn, unlockStaffLayers);
}
