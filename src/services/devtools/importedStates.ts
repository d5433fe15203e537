/** Redux DevTools' lifted state, as the monitor sends it with `IMPORT_STATE`. */
export interface LiftedState {
  actionsById?: Record<string, { action?: { type?: unknown } } | undefined>;
  stagedActionIds?: number[];
  computedStates?: { state: unknown }[];
  committedState?: unknown;
  currentStateIndex?: number;
  [key: string]: unknown;
}

type Reducer = (state: unknown, action: { type: string }) => unknown;

/**
 * The states of an imported history, and the one the app goes to (the monitor's current one).
 * A TIMS action log leaves `computedStates` empty (the format says an importer recomputes them):
 * they are computed with the app's reducer from `committedState`, as a replay does. Null when
 * the history holds no state to go to.
 */
export function importedStates(
  lifted: LiftedState,
  reducer?: Reducer,
): { current: unknown; lifted: LiftedState } | null {
  const staged = Array.isArray(lifted.stagedActionIds) ? lifted.stagedActionIds : [];
  let computed = Array.isArray(lifted.computedStates) ? lifted.computedStates : [];
  if (computed.length < staged.length && reducer && lifted.committedState && lifted.actionsById) {
    computed = [];
    let state: unknown = lifted.committedState;
    for (const id of staged) {
      const action = lifted.actionsById[String(id)]?.action;
      if (typeof action?.type !== 'string') return null;
      state = reducer(state, action as { type: string });
      computed.push({ state });
    }
  }
  if (computed.length === 0) return null;
  const wanted = lifted.currentStateIndex ?? computed.length - 1;
  const index = Math.min(Math.max(0, Math.trunc(wanted)), computed.length - 1);
  return {
    current: computed[index]?.state,
    lifted: { ...lifted, computedStates: computed, currentStateIndex: index },
  };
}
