import type { Middleware } from '@reduxjs/toolkit';
import { ACTION_LOG_MAX_ACTIONS, type ActionLogFile } from '../../../contracts/actionLogFormat';
import { stateJumped } from '../devtools/stateJumps';
import { createActionRing } from './actionRing';
import { buildSessionLog } from './buildSessionLog';

export interface ActionLogSummary {
  /** Actions the log would hold now. */
  actions: number;
  /** Actions recorded earlier and no longer kept. */
  dropped: number;
  /** When the oldest kept action was dispatched (epoch ms), null before the first. */
  since: number | null;
}

/** Records the session's actions for the action log (`services.actionLog`). */
export interface ActionLogRecorder {
  /**
   * The store middleware that records. It goes last in the chain, next to the reducer, so that it
   * sees actions in the order the reducer does (a middleware may dispatch before passing an
   * action on) and only those that reach it; thunks never get there.
   */
  readonly middleware: Middleware;
  summary(): ActionLogSummary;
  /** The log of the kept actions up to the store's current state, redacted. */
  build(appVersion: string): ActionLogFile;
  /** Drops the kept actions (counted as dropped): the log starts from the current state. */
  clear(): void;
}

/** `services.actionLog`: the recorder, and saving a log as a file (the DOM part). */
export interface ActionLogService extends ActionLogRecorder {
  /** Saves `file` as `tims-session-{YYYYMMDD-HHmmss}.json`; returns the file name. */
  download(file: ActionLogFile): string;
}

const isPlainAction = (action: unknown): action is { type: string } => {
  if (typeof action !== 'object' || action === null) return false;
  const prototype: unknown = Object.getPrototypeOf(action);
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (action as { type?: unknown }).type === 'string'
  );
};

/**
 * Actions that a replay in another page or in Node cannot reproduce; the log starts again after
 * them, from the state they lead to. The DevTools bridge's jumps set a state from outside, and
 * RTK Query registers its middleware (once, at the first action) with an id of this page load
 * that any other store calls a conflict.
 */
const restartsTheLog = (action: { type: string }) =>
  stateJumped.match(action) || action.type.endsWith('/config/middlewareRegistered');

export function createActionLogRecorder({
  capacity = ACTION_LOG_MAX_ACTIONS,
  now = Date.now,
}: { capacity?: number; now?: () => number } = {}): ActionLogRecorder {
  const ring = createActionRing(capacity);
  let getState: (() => unknown) | null = null;
  const middleware: Middleware = (api) => {
    getState = api.getState;
    /** The state after the last action that went through here, and how deep we are in one. */
    let stateAfter: unknown;
    let depth = 0;
    return (next) => (action) => {
      if (!isPlainAction(action)) return next(action);
      const stateBefore = api.getState();
      // The state changed without an action through here (Redux DevTools' own time travel in a
      // development build): the kept actions no longer lead to it, so the log starts again.
      if (depth === 0 && stateBefore !== stateAfter) ring.clear();
      if (restartsTheLog(action)) ring.clear();
      // A reference to the state before the action: states are immutable, nothing is copied.
      else ring.push(action, now(), stateBefore);
      depth += 1;
      try {
        return next(action);
      } finally {
        depth -= 1;
        stateAfter = api.getState();
      }
    };
  };
  return {
    middleware,
    summary: () => ({
      actions: ring.size,
      dropped: ring.total - ring.size,
      since: ring.size > 0 ? ring.timestamp(0) : null,
    }),
    build(appVersion) {
      if (!getState) throw new Error('The action log recorder is not in a store');
      return buildSessionLog(ring, getState(), appVersion, now());
    },
    clear: () => ring.clear(),
  };
}
