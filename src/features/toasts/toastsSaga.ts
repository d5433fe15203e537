import { delay, put, select, takeEvery } from 'redux-saga/effects';
import {
  selectToasts,
  TOAST_AUTO_HIDE_MS,
  toastAdded,
  toastExpired,
  type Toast,
} from './toastsSlice';

function* expireLater({ payload }: ReturnType<typeof toastAdded>) {
  const shown: Toast[] = yield select(selectToasts);
  if (!shown.some((toast) => toast.id === payload.id)) return; // ignored as a duplicate
  yield delay(TOAST_AUTO_HIDE_MS);
  yield put(toastExpired({ id: payload.id }));
}

/** Hides every toast shown after 4000 ms (a toast closed earlier is already gone). */
export function* toastsSaga() {
  yield takeEvery(toastAdded, expireLater);
}
