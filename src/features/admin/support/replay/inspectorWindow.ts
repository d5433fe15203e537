/** The inspector lists at most this many actions at once (it renders every row it is given). */
export const LIST_WINDOW = 200;
/** Actions after the current one still listed when the window moves to it. */
const AHEAD = 5;

/** The part of Redux DevTools' lifted state the window changes. */
export interface WindowedLifted {
  stagedActionIds: number[];
  computedStates: unknown[];
  currentStateIndex: number;
  monitorState: { searchValue?: string };
}

interface Shown<L> {
  source: L;
  view: L;
  start: number;
}

/**
 * A view of the lifted state with at most `LIST_WINDOW` consecutive actions around the current
 * one, for the inspector: it renders a row for every staged action, and ten thousand rows make
 * each step take seconds. The window stays put while the current step is inside it (a click in
 * the list never moves the list) and moves when the step leaves it. The states stay paired with
 * their actions, so the diff of every listed action but the first is against the state before
 * it. While the inspector's filter has words, every action is listed (it renders the matches).
 */
export function windowOf<L extends WindowedLifted>(lifted: L, previous?: Shown<L>): Shown<L> {
  const count = lifted.stagedActionIds.length;
  if (count <= LIST_WINDOW || lifted.monitorState.searchValue) {
    return { source: lifted, view: lifted, start: 0 };
  }
  const current = lifted.currentStateIndex;
  const windowed = previous !== undefined && previous.view !== previous.source;
  // Kept while the history is the same and the step is inside it (or at the log's very ends).
  const kept =
    windowed &&
    previous.source.stagedActionIds === lifted.stagedActionIds &&
    (current > previous.start || previous.start === 0) &&
    (current < previous.start + LIST_WINDOW - 1 || previous.start + LIST_WINDOW >= count);
  const start = kept
    ? previous.start
    : Math.max(0, Math.min(count, current + 1 + AHEAD) - LIST_WINDOW);
  const sameSlices = kept && previous.source.computedStates === lifted.computedStates;
  const end = start + LIST_WINDOW;
  return {
    source: lifted,
    start,
    view: {
      ...lifted,
      stagedActionIds: sameSlices
        ? previous.view.stagedActionIds
        : lifted.stagedActionIds.slice(start, end),
      computedStates: sameSlices
        ? previous.view.computedStates
        : lifted.computedStates.slice(start, end),
      currentStateIndex: current - start,
    },
  };
}

/** The parts of a store the monitors use. */
interface StoreOf<L> {
  getState(): L;
  subscribe(listener: () => void): () => void;
  dispatch: unknown;
}

/** The replay's lifted store as the inspector sees it: windowed, dispatching to the real one. */
export function windowedLiftedStore<L extends WindowedLifted, T extends StoreOf<L>>(
  liftedStore: T,
): T {
  let shown: Shown<L> | undefined;
  return {
    ...liftedStore,
    getState() {
      const lifted = liftedStore.getState();
      if (lifted !== shown?.source) shown = windowOf(lifted, shown);
      return shown.view;
    },
  };
}
