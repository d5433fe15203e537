import { waitFor } from '@testing-library/react';
import { parseActionLog } from '../../../contracts/actionLogFile';
import type { ActionLogFile } from '../../../contracts/actionLogFormat';
import { REDACTED } from '../../../contracts/redactSecrets';
import { createTestServices } from '../../../test/support/testServices';
import { createMapTestStore } from '../../../test/support/testStore';
import { replayReducer } from '../../app/replayReducer';
import { viewChanged } from '../map/mapSlice';
import { projectsApi } from '../projects/projectsApi';
import { toastAdded } from '../toasts/toastsSlice';
import { replayActionLog } from '../../lib/actionLog/replayActionLog';
import { serializeActionLog } from '../../services/actionLog/serializeActionLog';

function startedStore() {
  const io = createTestServices();
  const { store } = createMapTestStore(undefined, io);
  return { store, io, recorder: io.services.actionLog };
}

const replay = (file: ActionLogFile) =>
  replayActionLog(parseActionLog(serializeActionLog(file)), replayReducer as never);

const view = (n: number) =>
  viewChanged({
    viewpoint: { center: [-83 + n / 1e4, 40], scale: 72_224 },
    extent: [-83.1, 39.9, -82.9, 40.1],
  });

describe('the action log recorder (in the real store)', () => {
  it('records what reaches the reducer, with its time, and its log replays to the final state', async () => {
    const { store, recorder } = startedStore();
    await waitFor(() => expect(store.getState().portal.loadState).toBe('loaded'));
    await store.dispatch(projectsApi.endpoints.searchProjects.initiate({ q: 'bridge' }));
    store.dispatch(view(1));
    store.dispatch(toastAdded({ message: 'toasts.saved', severity: 'success' }));

    const file = recorder.build('1.2.3');
    const parsed = parseActionLog(serializeActionLog(file));
    const types = parsed.actions.map(({ action }) => action.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'timsApi/executeQuery/pending',
        'timsApi/executeQuery/fulfilled',
        'map/viewChanged',
        'toasts/toastAdded',
      ]),
    );
    // RTK Query's registration names this page's API instance: another store cannot replay it,
    // so the log starts after it.
    expect(types.filter((type) => type.endsWith('middlewareRegistered'))).toEqual([]);
    expect(parsed.startState).toMatchObject({
      timsApi: { config: { middlewareRegistered: true } },
    });
    expect(parsed.meta).toMatchObject({ appVersion: '1.2.3', dropped: 0 });
    expect(recorder.summary().actions).toBe(parsed.actions.length);
    // The fetch's Request and Response are not data: left out.
    const fulfilled = parsed.actions.find(
      ({ action }) => action.type === 'timsApi/executeQuery/fulfilled',
    );
    expect(fulfilled?.action.meta).not.toHaveProperty('baseQueryMeta');
    expect(Math.abs(parsed.actions.at(-1)!.timestamp - Date.now())).toBeLessThan(10_000);

    const result = replay(file);
    expect(result.differences).toEqual([]);
    expect(result.matches).toBe(true);
  });

  it('keeps the last 10,000 actions and the state before the oldest of them', async () => {
    const { store, recorder } = startedStore();
    await waitFor(() => expect(store.getState().portal.loadState).toBe('loaded'));
    const before = recorder.summary().actions;
    for (let n = 0; n < 10_050; n += 1) store.dispatch(view(n));
    const file = recorder.build('1');
    const parsed = parseActionLog(serializeActionLog(file));
    expect(parsed.actions).toHaveLength(10_000);
    expect(parsed.meta.dropped).toBe(before + 50);
    expect(parsed.actions[0]!.action).toEqual(JSON.parse(JSON.stringify(view(50))));
    // The start state is the state after action 49: the map looks where it said.
    expect((parsed.startState.map as { viewpoint: unknown }).viewpoint).toEqual(
      view(49).payload.viewpoint,
    );
    expect(replay(file).matches).toBe(true);
  });

  it('starts again from a state set by Redux DevTools', async () => {
    const { store, recorder } = startedStore();
    await waitFor(() => expect(store.getState().portal.loadState).toBe('loaded'));
    store.dispatch(view(1));
    const jumpedTo = store.getState();
    store.dispatch(view(2));
    const { stateJumped } = await import('../../services/devtools/stateJumps');
    store.dispatch(stateJumped({ state: JSON.parse(JSON.stringify(jumpedTo)) }));
    store.dispatch(view(3));
    const file = recorder.build('1');
    const parsed = parseActionLog(serializeActionLog(file));
    expect(parsed.actions.map(({ action }) => action.type)).toEqual(['map/viewChanged']);
    expect(replay(file).matches).toBe(true);
  });

  it('redacts tokens in payloads and codes in addresses, once, when the log is built', async () => {
    const { store, recorder } = startedStore();
    store.dispatch({
      type: 'test/somethingHappened',
      payload: {
        access_token: 'tok-A1',
        nested: { refreshToken: 'tok-R1', password: 'pw-1' },
        path: '/auth?code=oauth-code-1&state=s1',
        url: 'https://portal/sharing/rest?f=json&token=tok-A2',
      },
    });
    await waitFor(() => expect(store.getState().portal.loadState).toBe('loaded'));
    const text = serializeActionLog(recorder.build('1'));
    for (const secret of ['tok-A1', 'tok-R1', 'pw-1', 'oauth-code-1', 'tok-A2']) {
      expect(text).not.toContain(secret);
    }
    const recorded = parseActionLog(text).actions.find(
      ({ action }) => action.type === 'test/somethingHappened',
    );
    expect(recorded?.action.payload).toEqual({
      access_token: REDACTED,
      nested: { refreshToken: REDACTED, password: REDACTED },
      path: `/auth?code=${REDACTED}&state=${REDACTED}`,
      url: `https://portal/sharing/rest?f=json&token=${REDACTED}`,
    });
  });

  it('redacts an object met twice (the redaction passes over what it has seen)', async () => {
    const { store, recorder } = startedStore();
    const shared = { token: 'tok-shared' };
    store.dispatch({ type: 'test/twice', payload: { first: shared, second: shared } });
    expect(serializeActionLog(recorder.build('1'))).not.toContain('tok-shared');
  });
});
