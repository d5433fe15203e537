import { putResolve } from 'redux-saga/effects';
import type { AppError } from '../../lib/appError';

interface Initiatable<Arg> {
  initiate(arg: Arg, options?: { subscribe?: boolean; forceRefetch?: boolean }): unknown;
}

export interface QueryResult<Data = unknown> {
  data?: Data;
  error?: AppError;
}

/**
 * Runs an RTK Query endpoint from a saga and waits for its result (`putResolve` waits for the
 * promise the thunk returns), without subscribing: the cache stays RTK Query's. Always asks the
 * network: a session step must see the portal's answer for the current token.
 */
export function* runQuery<Arg>(endpoint: Initiatable<Arg>, arg: Arg) {
  const thunk = endpoint.initiate(arg, { subscribe: false, forceRefetch: true });
  const result: QueryResult = yield putResolve(thunk as Parameters<typeof putResolve>[0]);
  return result;
}
