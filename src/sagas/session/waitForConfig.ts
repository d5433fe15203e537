import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { select, take } from 'redux-saga/effects';
import type { AppConfig } from '../../../contracts/config';
import { selectConfig } from '../../features/shell/appSlice';
import { configApi } from '../../features/shell/configApi';
import type { AppError } from '../../lib/appError';

const { getConfig } = configApi.endpoints;

/**
 * The app config, waiting for it when it has not arrived yet; null when it failed. A page the
 * portal sends back to (/auth?code=…) may report the code before the config has arrived.
 */
export function* waitForConfig() {
  const loaded: AppConfig | null = yield select(selectConfig);
  if (loaded) return loaded;
  const action: UnknownAction = yield take(
    (a: Action) => getConfig.matchFulfilled(a) || (getConfig.matchRejected(a) && !a.meta.condition),
  );
  return getConfig.matchFulfilled(action) ? action.payload : null;
}

/** Without the app config there is no portal to sign in to. */
export const NO_PORTAL: AppError = { code: 'no-portal', message: 'No portal is configured' };
