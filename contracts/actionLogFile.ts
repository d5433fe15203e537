import {
  ACTION_LOG_FORMAT,
  ACTION_LOG_MAX_ACTIONS,
  ACTION_LOG_VERSION,
  INIT_ACTION_TYPE,
  type ActionLogFile,
  type ActionLogMeta,
  type LiftedAction,
  type LiftedLog,
} from './actionLogFormat';

/**
 * Writing and reading the action log file (format in `actionLogFormat.ts`). Pure functions with
 * no dependencies, shared by the browser (recording, the replay viewer), the server (checking an
 * attached log) and `npm run replay`.
 */

/** One action as the recorder keeps it. Both already redacted. */
export interface RecordedAction {
  action: { type: string; [key: string]: unknown };
  /** Epoch milliseconds. */
  timestamp: number;
}

export interface ActionLogContents {
  appVersion: string;
  /** The state before the first recorded action. */
  startState: Record<string, unknown>;
  actions: RecordedAction[];
  /** Actions recorded earlier and dropped from the buffer. */
  dropped: number;
  /** The state after the last recorded action. */
  finalState: Record<string, unknown>;
}

/** Builds the file Redux DevTools imports, with TIMS's `tims` block. */
export function buildActionLogFile(contents: ActionLogContents, now: number): ActionLogFile {
  const { actions, startState } = contents;
  const firstTime = actions[0]?.timestamp ?? now;
  const actionsById: Record<string, LiftedAction> = {
    0: { type: 'PERFORM_ACTION', action: { type: INIT_ACTION_TYPE }, timestamp: firstTime },
  };
  const stagedActionIds = [0];
  actions.forEach((recorded, index) => {
    actionsById[index + 1] = {
      type: 'PERFORM_ACTION',
      action: recorded.action,
      timestamp: recorded.timestamp,
    };
    stagedActionIds.push(index + 1);
  });
  const lifted: LiftedLog = {
    actionsById,
    nextActionId: actions.length + 1,
    stagedActionIds,
    skippedActionIds: [],
    currentStateIndex: actions.length,
    computedStates: [],
    committedState: startState,
    isLocked: false,
    isPaused: false,
  };
  const meta: ActionLogMeta = {
    format: ACTION_LOG_FORMAT,
    version: ACTION_LOG_VERSION,
    appVersion: contents.appVersion,
    recordedFrom: new Date(firstTime).toISOString(),
    recordedTo: new Date(actions.at(-1)?.timestamp ?? now).toISOString(),
    actions: actions.length,
    dropped: contents.dropped,
    finalState: contents.finalState,
  };
  return { payload: JSON.stringify(lifted), tims: meta };
}

/** Why a file is not a log TIMS can replay; `code` for the API and translations. */
export type ActionLogProblem =
  | 'not-json'
  | 'not-an-action-log'
  | 'unsupported-version'
  | 'bad-payload'
  | 'too-many-actions'
  | 'bad-action';

export class ActionLogError extends Error {
  constructor(
    readonly problem: ActionLogProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ActionLogError';
  }
}

/** A log read back: the start state, the actions in order (without `@@INIT`), the metadata. */
export interface ParsedActionLog {
  meta: ActionLogMeta;
  startState: Record<string, unknown>;
  actions: LiftedAction[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string, problem: ActionLogProblem, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ActionLogError(problem, `${what} is not valid JSON`);
  }
}

/** Reads and checks a log file's text; throws `ActionLogError` saying what is wrong. */
export function parseActionLog(text: string): ParsedActionLog {
  const file = parseJson(text, 'not-json', 'The file');
  if (!isObject(file) || typeof file.payload !== 'string' || !isObject(file.tims)) {
    throw new ActionLogError(
      'not-an-action-log',
      'The file is not a TIMS action log (it has no "payload" and "tims")',
    );
  }
  const meta = file.tims;
  if (meta.format !== ACTION_LOG_FORMAT) {
    throw new ActionLogError('not-an-action-log', `"tims.format" is not "${ACTION_LOG_FORMAT}"`);
  }
  if (meta.version !== ACTION_LOG_VERSION) {
    throw new ActionLogError(
      'unsupported-version',
      `Version ${String(meta.version)} of the action log is not supported (this is version ${ACTION_LOG_VERSION})`,
    );
  }
  if (!isObject(meta.finalState)) {
    throw new ActionLogError('not-an-action-log', '"tims.finalState" is missing');
  }
  const lifted = parseJson(file.payload, 'bad-payload', '"payload"');
  if (!isObject(lifted) || !isObject(lifted.actionsById) || !isObject(lifted.committedState)) {
    throw new ActionLogError('bad-payload', '"payload" is not Redux DevTools lifted state');
  }
  const staged = lifted.stagedActionIds;
  if (!Array.isArray(staged) || staged.length === 0 || staged[0] !== 0) {
    throw new ActionLogError('bad-payload', '"stagedActionIds" must start with action 0');
  }
  if (Array.isArray(lifted.skippedActionIds) && lifted.skippedActionIds.length > 0) {
    throw new ActionLogError('bad-payload', 'Logs with skipped actions cannot be replayed');
  }
  if (staged.length - 1 > ACTION_LOG_MAX_ACTIONS) {
    throw new ActionLogError(
      'too-many-actions',
      `The log holds ${staged.length - 1} actions; at most ${ACTION_LOG_MAX_ACTIONS} are kept`,
    );
  }
  const actions: LiftedAction[] = [];
  let previous = -1;
  for (const [index, id] of staged.entries()) {
    const lift = lifted.actionsById[String(id)];
    if (
      !Number.isInteger(id) ||
      (id as number) <= previous ||
      !isObject(lift) ||
      lift.type !== 'PERFORM_ACTION' ||
      !isObject(lift.action) ||
      typeof lift.action.type !== 'string' ||
      typeof lift.timestamp !== 'number' ||
      !Number.isFinite(lift.timestamp)
    ) {
      throw new ActionLogError('bad-action', `Action ${String(id)} is not a recorded action`);
    }
    previous = id as number;
    if (index === 0) continue;
    actions.push(lift as unknown as LiftedAction);
  }
  if (meta.actions !== actions.length) {
    throw new ActionLogError(
      'bad-payload',
      `"tims.actions" says ${String(meta.actions)} actions but the log holds ${actions.length}`,
    );
  }
  return {
    meta: meta as unknown as ActionLogMeta,
    startState: lifted.committedState,
    actions,
  };
}
