import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, debounce, getContext, join, put, select } from 'redux-saga/effects';
import type { Services } from '../../services/services';
import { layoutMeasured, selectLayout } from './appSlice';
import { layoutOf, type Layout } from './layoutMode';

/** Spec §9: the layout follows the window 300 ms after resizing stops. */
export const RESIZE_DEBOUNCE_MS = 300;

function resizeChannel(viewport: Services['viewport']): EventChannel<true> {
  return eventChannel<true>((emit) => viewport.subscribe(() => emit(true)), buffers.sliding(1));
}

function* measure(viewport: Services['viewport']) {
  const next = layoutOf(viewport.read());
  const current: Layout = yield select(selectLayout);
  if (next.mode !== current.mode || next.mobile !== current.mobile) {
    yield put(layoutMeasured(next));
  }
}

/** Decides the layout mode (wide or drawer, mobile or not) from the window size. */
export function* layoutSaga() {
  const { viewport }: Services = yield getContext('services');
  yield call(measure, viewport);
  const channel: EventChannel<true> = yield call(resizeChannel, viewport);
  try {
    // debounce forks its watcher; joining it keeps the channel open until this saga ends.
    const watcher: Task = yield debounce(RESIZE_DEBOUNCE_MS, channel, measure, viewport);
    yield join(watcher);
  } finally {
    channel.close();
  }
}
