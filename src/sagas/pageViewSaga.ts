import { call, fork, getContext, take } from 'redux-saga/effects';
import { locationChanged } from '../features/shell/routerEvents';
import { pageNameOfPath } from '../lib/pagePaths';
import type { Services } from '../services/services';

function* recordPageView(pathname: string) {
  const { analytics, language, logger }: Services = yield getContext('services');
  try {
    yield call(analytics.sendPageView, {
      path: pathname,
      page: pageNameOfPath(pathname),
      language: language.current(),
    });
  } catch (error) {
    // Analytics must never disturb the visitor: note it and carry on.
    yield call([logger, logger.warn], 'Page view not recorded', error);
  }
}

/** Posts `{ path, page, language }` on every path change (not on query-only changes). */
export function* pageViewSaga() {
  let previousPath: string | null = null;
  while (true) {
    const { payload }: ReturnType<typeof locationChanged> = yield take(locationChanged);
    if (payload.pathname === previousPath) continue;
    previousPath = payload.pathname;
    yield fork(recordPageView, payload.pathname);
  }
}
