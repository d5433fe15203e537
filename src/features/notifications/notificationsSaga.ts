import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { Services } from '../../services/services';
import { notificationsApi } from './notificationsApi';
import {
  bannerDismissed,
  dismissedBannersRestored,
  notificationEditRequested,
  selectDismissedBanners,
  type DismissedBanners,
} from './notificationsSlice';

/** Where an administrator edits a notification (the administration area's route). */
export function notificationEditorPath(id: number): string {
  return `/admin/notifications/${id}`;
}

/**
 * The visitor's side of notifications: closed banners are remembered in the browser (restored
 * at start, written whenever they change), and Edit on a card opens the editor.
 */
export function* notificationsSaga() {
  const { dismissedBanners, navigation }: Services = yield getContext('services');
  const stored: DismissedBanners = yield call([dismissedBanners, dismissedBanners.read]);
  if (Object.keys(stored).length > 0) yield put(dismissedBannersRestored(stored));
  let written: DismissedBanners = yield select(selectDismissedBanners);

  yield takeEvery(
    [bannerDismissed, notificationsApi.endpoints.getNotifications.matchFulfilled],
    function* () {
      const current: DismissedBanners = yield select(selectDismissedBanners);
      if (current === written) return; // the list loaded, and nothing was forgotten
      written = current;
      yield call([dismissedBanners, dismissedBanners.write], current);
    },
  );
  yield takeEvery(
    notificationEditRequested,
    function* ({ payload }: ReturnType<typeof notificationEditRequested>) {
      yield call([navigation, navigation.navigate], notificationEditorPath(payload.id));
    },
  );
}
