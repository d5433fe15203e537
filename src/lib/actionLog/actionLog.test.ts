import {
  ActionLogError,
  buildActionLogFile,
  parseActionLog,
  type RecordedAction,
} from '../../../contracts/actionLogFile';
import { ACTION_LOG_MAX_ACTIONS } from '../../../contracts/actionLogFormat';
import { replayReducer } from '../../app/replayReducer';
import { portalSlice } from '../../features/portal/portalSlice';
import { toastsSlice } from '../../features/toasts/toastsSlice';
import { replayActionLog } from './replayActionLog';
import { stateDifferences } from './stateDifferences';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function record(actions: { type: string }[]) {
  const startState = json(replayReducer(undefined, { type: '@@start' })) as Record<string, unknown>;
  let state: unknown = startState;
  const recorded: RecordedAction[] = actions.map((action, index) => {
    state = replayReducer(state as never, action);
    return {
      action: json(action) as RecordedAction['action'],
      timestamp: 1_700_000_000_000 + index,
    };
  });
  return { startState, recorded, finalState: json(state) as Record<string, unknown> };
}

const ACTIONS = [
  portalSlice.actions.sessionAnonymous(),
  portalSlice.actions.signInRequested({ returnTo: '/projects' }),
  toastsSlice.actions.toastAdded({ message: 'toasts.saved', severity: 'success' }),
];

describe('the action log file', () => {
  it('round-trips through the Redux DevTools format and replays to the recorded state', () => {
    const { startState, recorded, finalState } = record(ACTIONS);
    const file = buildActionLogFile(
      { appVersion: '1.0.0', startState, actions: recorded, dropped: 3, finalState },
      1_700_000_000_000,
    );
    const lifted = JSON.parse(file.payload);
    expect(lifted.stagedActionIds).toEqual([0, 1, 2, 3]);
    expect(lifted.actionsById[0].action.type).toBe('@@INIT');
    expect(file.tims).toMatchObject({ actions: 3, dropped: 3, appVersion: '1.0.0' });

    const parsed = parseActionLog(JSON.stringify(file));
    expect(parsed.actions.map((lift) => lift.action.type)).toEqual(ACTIONS.map((a) => a.type));
    const result = replayActionLog(parsed, replayReducer as never);
    expect(result.states).toHaveLength(4);
    expect(result.matches).toBe(true);
    expect(result.differences).toEqual([]);
  });

  it('says where a replay differs from the recorded final state', () => {
    const { startState, recorded, finalState } = record(ACTIONS);
    const tampered = { ...finalState, portal: { ...(finalState.portal as object), session: 'x' } };
    const file = buildActionLogFile(
      { appVersion: '1', startState, actions: recorded, dropped: 0, finalState: tampered },
      0,
    );
    const result = replayActionLog(parseActionLog(JSON.stringify(file)), replayReducer as never);
    expect(result.matches).toBe(false);
    expect(result.differences).toEqual([
      { path: 'portal.session', expected: 'x', actual: 'signing-in' },
    ]);
  });

  it.each([
    ['not json', 'not-json'],
    ['{"payload":1}', 'not-an-action-log'],
    ['{"payload":"{}","tims":{"format":"other"}}', 'not-an-action-log'],
    ['{"payload":"{}","tims":{"format":"tims-action-log","version":2}}', 'unsupported-version'],
    [
      '{"payload":"nope","tims":{"format":"tims-action-log","version":1,"finalState":{}}}',
      'bad-payload',
    ],
  ])('refuses %s with %s', (text, problem) => {
    expect(() => parseActionLog(text)).toThrow(ActionLogError);
    try {
      parseActionLog(text);
    } catch (error) {
      expect((error as ActionLogError).problem).toBe(problem);
    }
  });

  it('refuses more actions than the buffer keeps and actions without a type', () => {
    const many = Array.from({ length: ACTION_LOG_MAX_ACTIONS + 1 }, () => ({
      action: { type: 'a' },
      timestamp: 1,
    }));
    const big = buildActionLogFile(
      { appVersion: '1', startState: {}, actions: many, dropped: 0, finalState: {} },
      0,
    );
    expect(() => parseActionLog(JSON.stringify(big))).toThrow(/at most 10000/);
    const lifted = JSON.parse(
      buildActionLogFile(
        { appVersion: '1', startState: {}, actions: [many[0]!], dropped: 0, finalState: {} },
        0,
      ).payload,
    );
    delete lifted.actionsById[1].action.type;
    const broken = { payload: JSON.stringify(lifted), tims: { ...big.tims, actions: 1 } };
    expect(() => parseActionLog(JSON.stringify(broken))).toThrow(/Action 1/);
  });
});

describe('stateDifferences', () => {
  it('ignores key order and undefined members, and names paths', () => {
    expect(
      stateDifferences({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1, d: undefined }),
    ).toEqual([]);
    expect(stateDifferences({ a: [1, 2] }, { a: [1, 3] })).toEqual([
      { path: 'a.1', expected: 2, actual: 3 },
    ]);
  });
});
