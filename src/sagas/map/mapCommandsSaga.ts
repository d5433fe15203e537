import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import {
  basemapChosen,
  identifyRequested,
  layerAdded,
  layerMoved,
  layerOpacityChanged,
  layerRemoved,
  layerVisibilityToggled,
  measureFinishRequested,
  measurePointAddRequested,
  measurePointRemoveRequested,
  measureToolChosen,
  measureUnitChosen,
  projectRequested,
  selectMap,
  zoomRequested,
  type MapState,
} from '../../features/map/mapSlice';
import { toastAdded } from '../../features/toasts/toastsSlice';
import type { MapController } from '../../services/arcgis/types';
import type { Services } from '../../services/services';

/** Runs `task` on the live map, if the map screen is showing one. */
function* onMap(task: (controller: MapController, state: MapState) => unknown) {
  const { map }: Services = yield getContext('services');
  const controller = map.controller();
  if (!controller) return;
  const state: MapState = yield select(selectMap);
  yield call(task, controller, state);
}

const layerOf = (state: MapState, id: string) => state.layers.find((layer) => layer.id === id);

/**
 * The visitor's changes, applied to the live map. The reducers have already changed the store;
 * these only tell the view, and the view never reports them back (no echo).
 */
export function* mapCommandsSaga() {
  yield takeEvery(basemapChosen, function* ({ payload }) {
    yield call(onMap, (controller) => controller.setBasemap(payload));
  });
  yield takeEvery(layerVisibilityToggled, function* ({ payload }) {
    yield call(onMap, (controller, state) => {
      const layer = layerOf(state, payload.id);
      if (layer) controller.setLayerVisible(layer.id, layer.visible);
    });
  });
  yield takeEvery(layerOpacityChanged, function* ({ payload }) {
    yield call(onMap, (controller, state) => {
      const layer = layerOf(state, payload.id);
      if (layer) controller.setLayerOpacity(layer.id, layer.opacity);
    });
  });
  yield takeEvery(layerMoved, function* ({ payload }) {
    yield call(onMap, (controller, state) => {
      const index = state.layers.findIndex((layer) => layer.id === payload.id);
      if (index >= 0) controller.moveLayer(payload.id, index);
    });
  });
  yield takeEvery(layerAdded, function* ({ payload }) {
    yield call(onMap, (controller) => controller.addLayer(payload, true));
  });
  yield takeEvery(layerRemoved, function* ({ payload }) {
    yield call(onMap, (controller) => controller.removeLayer(payload.id));
  });
  yield takeEvery(zoomRequested, function* ({ payload }) {
    yield call(onMap, (controller) => controller.goTo(payload));
  });
  yield takeEvery(projectRequested, function* ({ payload }) {
    const { map }: Services = yield getContext('services');
    const controller = map.controller();
    if (!controller) return;
    const shown: boolean = yield call([controller, controller.showProject], payload.pid);
    if (!shown) {
      yield put(
        toastAdded({
          message: 'toasts.projectNotOnMap',
          values: { pid: payload.pid },
          severity: 'warning',
        }),
      );
    }
  });
  yield takeEvery([measureToolChosen, measureUnitChosen], function* () {
    yield call(onMap, (controller, state) =>
      controller.measure(state.tool, state.tool === 'area' ? state.areaUnit : state.lengthUnit),
    );
  });
  yield takeEvery(measurePointAddRequested, function* () {
    yield call(onMap, (controller) => controller.addMeasurePoint());
  });
  yield takeEvery(measurePointRemoveRequested, function* () {
    yield call(onMap, (controller) => controller.removeMeasurePoint());
  });
  yield takeEvery(measureFinishRequested, function* () {
    yield call(onMap, (controller) => controller.finishMeasurement());
  });
  yield takeEvery(identifyRequested, function* () {
    yield call(onMap, (controller) => controller.identifyAtCentre());
  });
}
