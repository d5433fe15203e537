import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { call, getContext, put, take } from 'redux-saga/effects';
import { configApi } from '../features/shell/configApi';
import type { Services } from '../services/services';

const { getConfig } = configApi.endpoints;

const configSettled = (action: Action) =>
  getConfig.matchFulfilled(action) || (getConfig.matchRejected(action) && !action.meta.condition);

/**
 * Start-up: load the app config. On failure the console says so, the config stays empty and
 * the public screens go on working (spec §7).
 */
export function* startupSaga() {
  const { logger }: Services = yield getContext('services');
  yield put(getConfig.initiate());
  const result: UnknownAction = yield take(configSettled);
  if (getConfig.matchRejected(result)) {
    yield call([logger, logger.error], 'Failed fetching app config', result.payload);
  }
}
