import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { putResolve } from 'redux-saga/effects';
import type { AppError } from '../../lib/appError';

interface Initiatable<Arg> {
  initiate(arg: Arg, options?: { subscribe?: boolean; forceRefetch?: boolean }): unknown;
}

type QueryResult = { data?: unknown; error?: AppError };

/**
 * Runs an RTK Query endpoint from a saga and waits for its result, without subscribing (the
 * cache stays RTK Query's; the saga only orchestrates). Always asks the network: a session
 * step must see the portal's answer for the current token.
 */
export function* runQuery<Arg>(endpoint: Initiatable<Arg>, arg: Arg) {
  const request = (yield putResolve(
    endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) as unknown as Parameters<
      ThunkDispatch<unknown, unknown, UnknownAction>
    >[0] as never,
  )) as Promise<QueryResult>;
  const result: QueryResult = yield request;
  return result;
}
