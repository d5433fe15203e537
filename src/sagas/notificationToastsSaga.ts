import { put, takeEvery } from 'redux-saga/effects';
import { notificationsApi } from '../features/notifications/notificationsApi';
import { toastAdded } from '../features/toasts/toastsSlice';

const { createNotification, updateNotification, deleteNotification } = notificationsApi.endpoints;

/**
 * Says how writing and deleting notifications went (the HTTP layer reports, this saga decides).
 * The screens show a refused input's problem beside the form; the toast says it failed at all.
 */
export function* notificationToastsSaga() {
  yield takeEvery(
    [createNotification.matchFulfilled, updateNotification.matchFulfilled],
    function* () {
      yield put(toastAdded({ message: 'toasts.notificationSaved', severity: 'success' }));
    },
  );
  yield takeEvery(
    [createNotification.matchRejected, updateNotification.matchRejected],
    function* () {
      yield put(toastAdded({ message: 'toasts.notificationSaveFailed', severity: 'error' }));
    },
  );
  yield takeEvery(deleteNotification.matchFulfilled, function* () {
    yield put(toastAdded({ message: 'toasts.notificationDeleted', severity: 'success' }));
  });
  yield takeEvery(deleteNotification.matchRejected, function* () {
    yield put(toastAdded({ message: 'toasts.notificationDeleteFailed', severity: 'error' }));
  });
}
