import { ActionCreators } from '@redux-devtools/core';
import type { EnhancedStore } from '@redux-devtools/instrument';
import {
  compose,
  legacy_createStore,
  type StoreEnhancer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  ActionLogError,
  parseActionLog,
  type ActionLogProblem,
} from '../../../../../contracts/actionLogFile';
import type { ActionLogMeta, LiftedLog } from '../../../../../contracts/actionLogFormat';
import type { RootState } from '../../../../app/store';
import { replayReducer } from '../../../../app/replayReducer';
import { replayActionLog } from '../../../../lib/actionLog/replayActionLog';
import type { StateDifference } from '../../../../lib/actionLog/stateDifferences';
import './allEndpoints';
import { ReplayInspector } from './replayDevTools';
import { timeTravelOnlyEnhancer } from './timeTravelOnly';

/** Why a log could not be opened: the action log's own problems, or the file as a whole. */
export type OpenProblemCode = ActionLogProblem | 'too-large' | 'unreadable' | 'replay-failed';

export interface OpenProblem {
  code: OpenProblemCode;
  /** What exactly is wrong, in English, from the parser (shown beside the translated message). */
  detail: string;
}

/**
 * A store of the app's reducers, lifted by Redux DevTools, holding the replayed log. Its monitor
 * state is the inspector's (which action is chosen, which tab is shown).
 */
export type ReplayStore = EnhancedStore<RootState, UnknownAction, InspectorState>;

interface InspectorState {
  selectedActionId: number | null;
  startActionId: number | null;
  tabName: string;
  /** The words of the action list's filter. */
  searchValue?: string;
}

export interface OpenedLog {
  meta: ActionLogMeta;
  store: ReplayStore;
  /** Whether replaying the actions reproduces the recorded final state, and where it does not. */
  matches: boolean;
  differences: StateDifference[];
}

export type OpenResult = { ok: true; log: OpenedLog } | { ok: false; problem: OpenProblem };

/**
 * A fresh store with the app's reducers and nothing else: no middleware, no sagas, so no request
 * starts (RTK Query's reducer only records what the log says happened). Redux DevTools'
 * instrument lifts it; the lifted store is what the monitors show and move through.
 */
function createReplayStore(): ReplayStore {
  const enhancer: StoreEnhancer = compose(
    ReplayInspector.instrument({ shouldCatchErrors: true }),
    timeTravelOnlyEnhancer,
  );
  return legacy_createStore(replayReducer, enhancer) as unknown as ReplayStore;
}

/**
 * Opens a log file's text: checks it (`parseActionLog`), replays it with the reducers alone to
 * verify the recorded final state (`replayActionLog`), and loads it into a new replay store with
 * Redux DevTools' IMPORT_STATE, so the instrument recomputes every state with the reducers.
 *
 * The store gets its own copy of the lifted state (parsed again): Immer freezes whatever the
 * reducers keep of a state, and nothing the verification touched is shared with the store.
 */
export function openActionLog(text: string): OpenResult {
  try {
    const parsed = parseActionLog(text);
    const { matches, differences } = replayActionLog(parsed, replayReducer as never);
    const file = JSON.parse(text) as { payload: string };
    const lifted = JSON.parse(file.payload) as LiftedLog;
    const store = createReplayStore();
    // The log carries no `monitorState`: the inspector starts from its own default.
    store.liftedStore.dispatch(
      ActionCreators.importState<RootState, UnknownAction, InspectorState>(lifted as never),
    );
    return { ok: true, log: { meta: parsed.meta, store, matches, differences } };
  } catch (error) {
    if (error instanceof ActionLogError) {
      return { ok: false, problem: { code: error.problem, detail: error.message } };
    }
    // A reducer that throws on a recorded action.
    return {
      ok: false,
      problem: {
        code: 'replay-failed',
        detail: error instanceof Error ? error.message : String(error),
      },
    };
  }
}
