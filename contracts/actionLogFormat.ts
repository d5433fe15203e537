/**
 * The action log: what the browser recorded of a session, in the file format Redux DevTools
 * exports and imports (the extension's and `@redux-devtools/app`'s *Import* read it), plus a
 * `tims` block that TIMS's replay uses to check it reproduces the recorded final state.
 *
 * Plain data and types only (no imports), so the browser may import it.
 *
 * ```json
 * {
 *   "payload": "<JSON of LiftedLog>",
 *   "tims": { "format": "tims-action-log", "version": 1, … , "finalState": { … } }
 * }
 * ```
 *
 * Everything in it has been through `redactSecrets` (contracts/redactSecrets.ts): no token,
 * password, code or code verifier.
 */

/** The ring buffer keeps the last this many actions (older ones are dropped, oldest first). */
export const ACTION_LOG_MAX_ACTIONS = 10_000;

/** The largest log file the contact form attaches and the server accepts (bytes). */
export const ACTION_LOG_MAX_BYTES = 10 * 1024 * 1024;

export const ACTION_LOG_FORMAT = 'tims-action-log';
export const ACTION_LOG_VERSION = 1;

/** Action id 0 of every log: Redux DevTools' own first action, which changes no state. */
export const INIT_ACTION_TYPE = '@@INIT';

/** One recorded action as Redux DevTools lifts it. */
export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: { type: string; [key: string]: unknown };
  /** Epoch milliseconds when it was dispatched. */
  timestamp: number;
}

/**
 * Redux DevTools' lifted state: `committedState` is the state at the start of the buffer,
 * `stagedActionIds` are `0 … n` (0 is `@@INIT`), `computedStates` is left empty so an importer
 * recomputes every state with the app's reducers.
 */
export interface LiftedLog {
  actionsById: Record<string, LiftedAction>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  currentStateIndex: number;
  computedStates: unknown[];
  committedState: unknown;
  isLocked: boolean;
  isPaused: boolean;
}

export interface ActionLogMeta {
  format: typeof ACTION_LOG_FORMAT;
  version: typeof ACTION_LOG_VERSION;
  /** The app's version (`/config` `version`) that recorded it. */
  appVersion: string;
  /** ISO instants of the first and the last action kept. */
  recordedFrom: string;
  recordedTo: string;
  /** Actions in the log (without `@@INIT`). */
  actions: number;
  /** Actions recorded before the buffer's start and no longer in it. */
  dropped: number;
  /** The state after the last action, redacted: what a replay must reproduce. */
  finalState: unknown;
}

/** The file: `payload` is a JSON string, as Redux DevTools writes it. */
export interface ActionLogFile {
  payload: string;
  tims: ActionLogMeta;
}
