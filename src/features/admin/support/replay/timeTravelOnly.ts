import { ActionTypes } from '@redux-devtools/core';
import type { Reducer, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';

/** The part of Redux DevTools' lifted state this enhancer reads. */
interface Lifted {
  stagedActionIds: number[];
  currentStateIndex: number;
  monitorState: { selectedActionId: number | null; startActionId: number | null };
}

/**
 * Lifted actions that would add to the recorded history or throw part of it away: a new action,
 * committing, sweeping, resetting, rolling back, locking or pausing. Skipping an action and
 * reordering (the inspector's Skip and drag) stay: they only recompute, and undo themselves.
 */
const EDITS = new Set<string>([
  ActionTypes.PERFORM_ACTION,
  ActionTypes.RESET,
  ActionTypes.ROLLBACK,
  ActionTypes.COMMIT,
  ActionTypes.SWEEP,
  ActionTypes.LOCK_CHANGES,
  ActionTypes.PAUSE_RECORDING,
]);

const JUMPS = new Set<string>([ActionTypes.JUMP_TO_ACTION, ActionTypes.JUMP_TO_STATE]);

/**
 * Wraps the lifted reducer so the replay is time travel through the log, with one current step:
 * - nothing is added to the history and none of it is thrown away (nothing is dispatched into
 *   the replay; the recorded actions all stay);
 * - choosing an action in the inspector's list makes it the current step (the slider follows);
 * - moving the slider clears the inspector's choice, so the inspector shows the slider's step.
 */
export function timeTravelOnly(liftedReducer: Reducer): Reducer {
  return (state: Lifted | undefined, action: UnknownAction) => {
    if (state && EDITS.has(action.type)) return state;
    const next = liftedReducer(state, action) as Lifted;
    const { selectedActionId, startActionId } = next.monitorState;
    if (JUMPS.has(action.type)) {
      if (selectedActionId === null && startActionId === null) return next;
      return {
        ...next,
        monitorState: { ...next.monitorState, selectedActionId: null, startActionId: null },
      };
    }
    if (selectedActionId !== null && selectedActionId !== state?.monitorState.selectedActionId) {
      const index = next.stagedActionIds.indexOf(selectedActionId);
      if (index !== -1) return { ...next, currentStateIndex: index };
    }
    return next;
  };
}

/** The store enhancer that applies `timeTravelOnly` to the store Redux DevTools lifts. */
export const timeTravelOnlyEnhancer: StoreEnhancer = (createStore) => (reducer, preloaded) => {
  const store = createStore(timeTravelOnly(reducer as Reducer) as typeof reducer, preloaded);
  return {
    ...store,
    replaceReducer: (next: typeof reducer) => store.replaceReducer(timeTravelOnly(next as Reducer)),
  };
};
