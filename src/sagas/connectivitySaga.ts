import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import { connectivityChanged } from '../features/shell/appSlice';
import { toastAdded } from '../features/toasts/toastsSlice';
import type { Services } from '../services/services';

/** Tells the visitor when the connection drops and when it is back. */
export function* connectivitySaga() {
  const { connectivity }: Services = yield getContext('services');
  const channel: EventChannel<boolean> = yield call(() =>
    eventChannel<boolean>((emit) => connectivity.subscribe(emit)),
  );
  try {
    while (true) {
      const online: boolean = yield take(channel);
      yield put(connectivityChanged({ online }));
      yield put(
        online
          ? toastAdded({ message: 'toasts.backOnline', severity: 'success' })
          : toastAdded({ message: 'toasts.offline', severity: 'warning' }),
      );
    }
  } finally {
    channel.close();
  }
}
