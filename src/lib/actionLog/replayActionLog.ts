import { setAutoFreeze } from 'immer';
import type { ParsedActionLog } from '../../../contracts/actionLogFile';
import { INIT_ACTION_TYPE } from '../../../contracts/actionLogFormat';
import { redactSecrets } from '../../../contracts/redactSecrets';
import { stateDifferences, type StateDifference } from './stateDifferences';

type Reducer = (state: unknown, action: { type: string }) => unknown;

export interface ReplayResult {
  /** `states[0]` is the start state, `states[i]` the state after action `i` (1-based). */
  states: unknown[];
  finalState: unknown;
  /** Whether the replayed final state, redacted, equals the recorded one. */
  matches: boolean;
  /** Where they differ (at most 50), when they do. */
  differences: StateDifference[];
}

/**
 * Replays a log into a fresh state with reducers only: no middleware, no sagas, no requests.
 * Step 0 applies `@@INIT` to the start state as Redux DevTools does.
 */
export function replayActionLog(log: ParsedActionLog, reducer: Reducer): ReplayResult {
  // Immer's auto-freeze deep-freezes the whole start state on the first step; the replayed states
  // are only read, and no other reducer runs during this synchronous loop (docs/BENCHMARKS.md).
  setAutoFreeze(false);
  let state: unknown;
  const states: unknown[] = [];
  try {
    state = reducer(log.startState, { type: INIT_ACTION_TYPE });
    states.push(state);
    for (const lifted of log.actions) {
      state = reducer(state, lifted.action);
      states.push(state);
    }
  } finally {
    setAutoFreeze(true);
  }
  // The recorded state went through redaction and JSON; so does the replayed one.
  const replayed: unknown = JSON.parse(JSON.stringify(redactSecrets(state)));
  const differences = stateDifferences(log.meta.finalState, replayed);
  return { states, finalState: state, matches: differences.length === 0, differences };
}
