import { ActionCreators } from '@redux-devtools/core';
import { timsApi } from '../../../../services/api/timsApi';
import { actionLogText, SESSION_ACTIONS } from '../../../../../test/support/replayHandlers';
import { openActionLog, type OpenedLog } from './openActionLog';

/** The inspector's own monitor action (what a click in its action list dispatches). */
const choose = (selectedActionId: number | null) => ({
  type: '@@redux-devtools-inspector-monitor/UPDATE_MONITOR_STATE',
  monitorState: { selectedActionId },
});

function opened(text = actionLogText()): OpenedLog {
  const result = openActionLog(text);
  if (!result.ok) throw new Error(`Not opened: ${result.problem.detail}`);
  return result.log;
}

/** RTK Query's actions as the browser recorded a request for the app's configuration. */
const recordedQuery = [
  {
    type: 'timsApi/executeQuery/pending',
    meta: {
      arg: {
        type: 'query',
        endpointName: 'getConfig',
        queryCacheKey: 'getConfig(undefined)',
        subscribe: true,
        forceRefetch: false,
      },
      requestId: 'r1',
      requestStatus: 'pending',
      startedTimeStamp: 1_774_879_200_000,
    },
  },
  {
    type: 'timsApi/executeQuery/fulfilled',
    payload: { version: '1.4.0' },
    meta: {
      arg: {
        type: 'query',
        endpointName: 'getConfig',
        queryCacheKey: 'getConfig(undefined)',
        subscribe: true,
        forceRefetch: false,
      },
      requestId: 'r1',
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: 1_774_879_200_050,
      baseQueryMeta: {},
    },
  },
];

describe('opening an action log for replay', () => {
  it('imports the log into a Redux DevTools store that recomputes every state', () => {
    const log = opened();
    const lifted = log.store.liftedStore.getState();
    expect(log.matches).toBe(true);
    expect(lifted.stagedActionIds).toEqual([0, 1, 2, 3, 4]);
    expect(lifted.computedStates).toHaveLength(5);
    expect(lifted.currentStateIndex).toBe(4);
    expect(log.store.getState().portal.session).toBe('anonymous');
    expect(lifted.computedStates[2]?.state.portal.session).toBe('signing-in');
    expect(lifted.monitorState).toMatchObject({ selectedActionId: null, tabName: 'Diff' });
  });

  it('replays RTK Query actions with the reducer alone: no request starts', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const log = opened(actionLogText({ actions: [...SESSION_ACTIONS, ...recordedQuery] }));
    expect(log.matches).toBe(true);
    const queries = log.store.getState()[timsApi.reducerPath].queries;
    expect(queries['getConfig(undefined)']).toMatchObject({
      status: 'fulfilled',
      data: { version: '1.4.0' },
    });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('moves through the history but never adds to it or throws it away', () => {
    const { store } = opened();
    const before = store.liftedStore.getState();
    store.liftedStore.dispatch(ActionCreators.commit());
    store.liftedStore.dispatch(ActionCreators.sweep());
    store.liftedStore.dispatch(ActionCreators.reset());
    store.liftedStore.dispatch(ActionCreators.rollback());
    store.liftedStore.dispatch(ActionCreators.pauseRecording(true));
    store.dispatch({ type: 'toasts/toastDismissed', payload: { id: 'x' } });
    expect(store.liftedStore.getState()).toBe(before);

    // Skipping an action recomputes the states after it, with the reducers alone.
    store.liftedStore.dispatch(ActionCreators.toggleAction(3));
    expect(store.getState().portal.session).toBe('signing-in');
    store.liftedStore.dispatch(ActionCreators.toggleAction(3));
    expect(store.getState().portal.session).toBe('anonymous');

    store.liftedStore.dispatch(ActionCreators.jumpToAction(2));
    expect(store.liftedStore.getState().currentStateIndex).toBe(2);
    expect(store.getState().portal.session).toBe('signing-in');
  });

  it('keeps one current step: choosing in the inspector moves it, the slider clears the choice', () => {
    const { store } = opened();
    store.liftedStore.dispatch(choose(1) as never);
    expect(store.liftedStore.getState()).toMatchObject({
      currentStateIndex: 1,
      monitorState: { selectedActionId: 1 },
    });
    store.liftedStore.dispatch(ActionCreators.jumpToAction(3));
    expect(store.liftedStore.getState()).toMatchObject({
      currentStateIndex: 3,
      monitorState: { selectedActionId: null, startActionId: null },
    });
  });

  it('says what is wrong with a file that is not a log', () => {
    expect(openActionLog('{ nope')).toEqual({
      ok: false,
      problem: { code: 'not-json', detail: 'The file is not valid JSON' },
    });
    expect(
      openActionLog('{"payload":"{}","tims":{"format":"tims-action-log","version":7}}'),
    ).toMatchObject({ ok: false, problem: { code: 'unsupported-version' } });
  });
});
