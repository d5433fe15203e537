import { put, takeEvery } from 'redux-saga/effects';
import { mapsApi } from '../../features/map/mapsApi';
import { toastAdded } from '../../features/toasts/toastsSlice';

const { createSavedMap, updateSavedMap, deleteSavedMap } = mapsApi.endpoints;

/** Says how saving and deleting maps went (the HTTP layer reports, this saga decides). */
export function* savedMapToastsSaga() {
  yield takeEvery([createSavedMap.matchFulfilled, updateSavedMap.matchFulfilled], function* () {
    yield put(toastAdded({ message: 'toasts.mapSaved', severity: 'success' }));
  });
  yield takeEvery([createSavedMap.matchRejected, updateSavedMap.matchRejected], function* () {
    yield put(toastAdded({ message: 'toasts.mapSaveFailed', severity: 'error' }));
  });
  yield takeEvery(deleteSavedMap.matchFulfilled, function* () {
    yield put(toastAdded({ message: 'toasts.mapDeleted', severity: 'success' }));
  });
  yield takeEvery(deleteSavedMap.matchRejected, function* () {
    yield put(toastAdded({ message: 'toasts.mapDeleteFailed', severity: 'error' }));
  });
}
