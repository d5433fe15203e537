import { buildActionLogFile, type RecordedAction } from '../../../contracts/actionLogFile';
import type { ActionLogFile } from '../../../contracts/actionLogFormat';
import { redactSecrets } from '../../../contracts/redactSecrets';
import type { ActionRing } from './actionRing';

type Action = RecordedAction['action'];

/**
 * JSON round trip: what a file holds. It runs before `redactSecrets` because it also turns shared
 * references into copies — the redaction passes over an object it has already seen, so a second
 * reference to one would otherwise keep its secrets.
 */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * RTK Query puts the fetch's `Request` and `Response` in `meta.baseQueryMeta`: not data, and not
 * serialisable. The copy leaves them out; every other member is kept as recorded.
 */
function withoutBaseQueryMeta(action: Action): Action {
  const meta = action.meta as Record<string, unknown> | undefined;
  if (typeof meta !== 'object' || meta === null || !('baseQueryMeta' in meta)) return action;
  const { baseQueryMeta: _dropped, ...rest } = meta;
  return { ...action, meta: rest };
}

/** The actions as JSON; one that cannot be written (it should never happen) keeps its type. */
function actionsAsJson(actions: Action[]): Action[] {
  try {
    return asJson(actions);
  } catch {
    return actions.map((action) => {
      try {
        return asJson(action);
      } catch {
        return { type: action.type, unserializable: true };
      }
    });
  }
}

/**
 * The log of what `ring` holds, up to `currentState`: the state before the oldest kept action,
 * the actions with their times, the current state — written as JSON and redacted once, here, so
 * that recording stays a matter of keeping references.
 */
export function buildSessionLog(
  ring: ActionRing,
  currentState: unknown,
  appVersion: string,
  now: number,
): ActionLogFile {
  const size = ring.size;
  const actions: Action[] = new Array<Action>(size);
  const timestamps: number[] = new Array<number>(size);
  for (let index = 0; index < size; index += 1) {
    actions[index] = withoutBaseQueryMeta(ring.action(index) as Action);
    timestamps[index] = ring.timestamp(index);
  }
  const redactedActions = redactSecrets(actionsAsJson(actions));
  const startState = size > 0 ? ring.stateBefore(0) : currentState;
  return buildActionLogFile(
    {
      appVersion,
      startState: redactSecrets(asJson(startState)) as Record<string, unknown>,
      actions: redactedActions.map((action, index) => ({
        action,
        timestamp: timestamps[index] as number,
      })),
      dropped: ring.total - size,
      finalState: redactSecrets(asJson(currentState)) as Record<string, unknown>,
    },
    now,
  );
}
