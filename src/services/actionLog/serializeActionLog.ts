import { buildActionLogFile, parseActionLog } from '../../../contracts/actionLogFile';
import {
  INIT_ACTION_TYPE,
  type ActionLogFile,
  type LiftedAction,
} from '../../../contracts/actionLogFormat';

/** The app's root reducer, handed in by the caller: services do not import the app. */
export type LogReducer = (state: unknown, action: { type: string }) => unknown;

/** The text of a log file, as it is downloaded, attached and uploaded. */
export function serializeActionLog(file: ActionLogFile): string {
  return JSON.stringify(file);
}

/** Bytes of `text` in UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 2; // a surrogate pair: 4 bytes for 2 code units
      index += 1;
    } else bytes += 2;
  }
  return bytes;
}

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The log with its oldest actions dropped until its serialised form fits in `maxBytes`. The new
 * start state is found by replaying the dropped actions with `reducer` from the old start state,
 * as a replay would, so the trimmed log replays to the same recorded final state. A log that fits
 * is returned as it is; when not even the states alone fit, the result holds no action (the
 * caller compares its size with the limit).
 */
export function trimActionLog(
  file: ActionLogFile,
  maxBytes: number,
  reducer: LogReducer,
): ActionLogFile {
  let size = utf8Length(serializeActionLog(file));
  if (size <= maxBytes) return file;
  const { meta, startState, actions } = parseActionLog(serializeActionLog(file));
  // What each action weighs in the payload: its JSON, its id, the separators (an estimate: the
  // payload is a JSON string, so quotes inside it are escaped).
  const weights = actions.map((lifted) => utf8Length(JSON.stringify(JSON.stringify(lifted))) + 10);
  let state = reducer(startState, { type: INIT_ACTION_TYPE });
  let dropped = 0;
  for (;;) {
    let removed = 0;
    const excess = size - maxBytes;
    // At least one more each round, so that the loop ends.
    do {
      state = reducer(state, (actions[dropped] as LiftedAction).action);
      removed += weights[dropped] as number;
      dropped += 1;
    } while (dropped < actions.length && removed < excess);
    const trimmed = buildActionLogFile(
      {
        appVersion: meta.appVersion,
        startState: asJson(state) as Record<string, unknown>,
        actions: actions.slice(dropped).map(({ action, timestamp }) => ({ action, timestamp })),
        dropped: meta.dropped + dropped,
        finalState: meta.finalState as Record<string, unknown>,
      },
      Date.parse(meta.recordedTo),
    );
    size = utf8Length(serializeActionLog(trimmed));
    if (size <= maxBytes || dropped === actions.length) return trimmed;
  }
}
