import { createAction, type Action, type Reducer } from '@reduxjs/toolkit';
import { REDACTED, redactSecrets } from '../../../contracts/redactSecrets';

/**
 * Redux DevTools moved the app to another state (time travel in a production build, through the
 * DevTools bridge). `state` is the state as the monitor holds it: redacted, so a value that reads
 * `[redacted]` keeps its current one. Not recorded in the action log, which starts again from the
 * state it sets.
 */
export const stateJumped = createAction<{ state: unknown }>('devtools/stateJumped');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * `sent` where the monitor holds it, `current` where it holds only the redacted form of it (a
 * secret, or a URL with its `code=` hidden); unchanged parts keep their identity.
 */
export function mergeJumpedState(current: unknown, sent: unknown): unknown {
  if (sent === current) return current;
  if (sent === REDACTED && current != null) return current;
  if (typeof sent === 'string' && typeof current === 'string') {
    return redactSecrets(current) === sent ? current : sent;
  }
  if (!isObject(sent) || !isObject(current) || Array.isArray(sent) !== Array.isArray(current)) {
    return sent;
  }
  const entries = Object.entries(sent);
  let same = entries.length === Object.keys(current).length;
  const merged: Record<string, unknown> = Array.isArray(sent) ? ([] as never) : {};
  for (const [key, value] of entries) {
    merged[key] = mergeJumpedState(current[key], value);
    same &&= merged[key] === current[key] && key in current;
  }
  return same ? current : merged;
}

/** The app's reducer, which also takes the state Redux DevTools jumps to. */
export function withStateJumps<S, A extends Action, P>(
  reducer: Reducer<S, A, P>,
): Reducer<S, A, P> {
  return (state, action) =>
    stateJumped.match(action) && state !== undefined
      ? (mergeJumpedState(state, action.payload.state) as S)
      : reducer(state, action);
}
