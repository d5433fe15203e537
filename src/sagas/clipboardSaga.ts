import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import { copyRequested } from '../features/shell/clipboardEvents';
import { toastAdded } from '../features/toasts/toastsSlice';
import type { Services } from '../services/services';

function* copy({ payload }: ReturnType<typeof copyRequested>) {
  const { clipboard }: Services = yield getContext('services');
  try {
    yield call(clipboard.copyText, payload.text);
    yield put(toastAdded({ message: 'toasts.linkCopied', severity: 'success' }));
  } catch {
    yield put(toastAdded({ message: 'toasts.copyFailed', severity: 'error' }));
  }
}

/** Copies on request and tells the visitor whether it worked. */
export function* clipboardSaga() {
  yield takeEvery(copyRequested, copy);
}
