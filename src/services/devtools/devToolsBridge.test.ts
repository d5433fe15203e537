import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { buildActionLogFile } from '../../../contracts/actionLogFile';
import { REDACTED } from '../../../contracts/redactSecrets';
import { devToolsBridge, type DevToolsMessage } from './devToolsBridge';
import { withStateJumps } from './stateJumps';

interface SessionState {
  enabled: boolean;
  token: string;
  count: number;
  link: string;
}

const slice = createSlice({
  name: 'session',
  initialState: {
    enabled: false,
    token: 'secret-token',
    count: 0,
    link: '/auth?code=c1',
  } as SessionState,
  reducers: {
    enabled: (state) => {
      state.enabled = true;
    },
    tokenRefreshed: (state, action: PayloadAction<{ token: string }>) => {
      state.token = action.payload.token;
    },
    counted: (state) => {
      state.count += 1;
    },
  },
});

/** A test double of the extension's `connect()` API: what the app sends, and the monitor. */
function installExtension() {
  const sent: { action: unknown; state: unknown }[] = [];
  const inits: unknown[] = [];
  let listener: ((message: DevToolsMessage) => void) | null = null;
  (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__ = {
    connect: () => ({
      init: (state: unknown) => inits.push(state),
      send: (action: unknown, state: unknown) => sent.push({ action, state }),
      subscribe: (next: (message: DevToolsMessage) => void) => {
        listener = next;
        return () => (listener = null);
      },
    }),
  };
  const monitor = (message: DevToolsMessage) => listener!(message);
  const command = (type: string, state?: unknown, extra: object = {}) =>
    monitor({
      type: 'DISPATCH',
      payload: { type, ...extra },
      ...(state === undefined ? {} : { state: JSON.stringify(state) }),
    });
  return { sent, inits, monitor, command };
}

function bridgedStore() {
  return configureStore({
    reducer: withStateJumps(slice.reducer),
    middleware: (gdm) =>
      gdm().concat(
        devToolsBridge((state) => (state as SessionState).enabled, {
          reducer: slice.reducer as never,
        }),
      ),
    devTools: false,
  });
}

describe('DevTools bridge (production builds)', () => {
  afterEach(() => {
    delete (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__;
  });

  it('connects only once the flag is on, and sends only redacted actions and state', () => {
    const { sent, inits } = installExtension();
    const store = bridgedStore();
    store.dispatch(slice.actions.tokenRefreshed({ token: 'before' }));
    expect(inits).toEqual([]);
    store.dispatch(slice.actions.enabled());
    const redacted = { enabled: true, token: REDACTED, count: 0, link: `/auth?code=${REDACTED}` };
    expect(inits).toEqual([redacted]);
    store.dispatch(slice.actions.tokenRefreshed({ token: 'after' }));
    expect(sent).toEqual([
      { action: { type: 'session/tokenRefreshed', payload: { token: REDACTED } }, state: redacted },
    ]);
  });

  it('jumps to the state the monitor sends, keeping what it holds only redacted', () => {
    const { sent, command } = installExtension();
    const store = bridgedStore();
    store.dispatch(slice.actions.enabled());
    store.dispatch(slice.actions.counted());
    store.dispatch(slice.actions.counted());
    store.dispatch(slice.actions.tokenRefreshed({ token: 'newer' }));
    expect(sent).toHaveLength(3);

    command('JUMP_TO_ACTION', sent[0]!.state, { actionId: 1 });
    expect(store.getState()).toEqual({
      enabled: true,
      count: 1,
      token: 'newer',
      link: '/auth?code=c1',
    });
    command('JUMP_TO_STATE', sent[1]!.state, { index: 2 });
    expect(store.getState().count).toBe(2);
    // The jumps themselves are not sent: the monitor knows where it is.
    expect(sent).toHaveLength(3);
    command('JUMP_TO_STATE', undefined);
    expect(store.getState().count).toBe(2);
  });

  it('commits, resets to the committed state and rolls back', () => {
    const { inits, command } = installExtension();
    const store = bridgedStore();
    store.dispatch(slice.actions.enabled());
    store.dispatch(slice.actions.counted());
    command('COMMIT');
    expect(inits.at(-1)).toMatchObject({ count: 1 });
    store.dispatch(slice.actions.counted());
    store.dispatch(slice.actions.counted());
    command('RESET');
    expect(store.getState().count).toBe(1);
    store.dispatch(slice.actions.counted());
    command('ROLLBACK', { ...store.getState(), count: 0, token: REDACTED });
    expect(store.getState()).toMatchObject({ count: 0, token: 'secret-token' });
    expect(inits.at(-1)).toMatchObject({ count: 0, token: REDACTED });
  });

  it('imports a TIMS action log, computing its states with the reducer', () => {
    const { sent, command } = installExtension();
    const store = bridgedStore();
    store.dispatch(slice.actions.enabled());
    const start = { enabled: true, token: REDACTED, count: 10, link: '/' };
    const file = buildActionLogFile(
      {
        appVersion: '1',
        startState: start,
        actions: [1, 2, 3].map((n) => ({ action: slice.actions.counted(), timestamp: n })),
        dropped: 0,
        finalState: { ...start, count: 13 },
      },
      0,
    );
    command('IMPORT_STATE', undefined, { nextLiftedState: JSON.parse(file.payload) });
    expect(store.getState()).toEqual({
      enabled: true,
      token: 'secret-token',
      count: 13,
      link: '/',
    });
    const lifted = sent.at(-1) as { action: unknown; state: { computedStates: unknown[] } };
    expect(lifted.action).toBeNull();
    expect(lifted.state.computedStates).toHaveLength(4);
  });

  it('goes back to the page that the step showed', () => {
    const { sent, command } = installExtension();
    let page = '/projects';
    const visited: string[] = [];
    const store = configureStore({
      reducer: withStateJumps(slice.reducer),
      middleware: (gdm) =>
        gdm().concat(
          devToolsBridge((state) => (state as SessionState).enabled, {
            location: {
              current: () => page,
              go: (path) => {
                visited.push(path);
                page = path;
              },
            },
          }),
        ),
      devTools: false,
    });
    store.dispatch(slice.actions.enabled());
    page = '/projects?q=bridge';
    store.dispatch(slice.actions.counted());
    page = '/projects/details?pid=112233';
    store.dispatch(slice.actions.counted());
    command('JUMP_TO_ACTION', sent[0]!.state, { actionId: 1 });
    expect(store.getState().count).toBe(1);
    expect(visited).toEqual(['/projects?q=bridge']);
    command('JUMP_TO_ACTION', sent[0]!.state, { actionId: 1 });
    expect(visited).toHaveLength(1);
    command('RESET');
    expect(visited).toEqual(['/projects?q=bridge', '/projects']);
  });

  it("dispatches an action typed in the monitor's dispatcher, as JSON only", () => {
    const { monitor } = installExtension();
    const store = bridgedStore();
    store.dispatch(slice.actions.enabled());
    monitor({ type: 'ACTION', payload: '{"type":"session/counted"}' });
    monitor({ type: 'ACTION', payload: 'alert(1)' });
    expect(store.getState().count).toBe(1);
  });

  it('redacts a secret in an object the state holds twice', () => {
    const { sent } = installExtension();
    const shared = { accessToken: 'shared-secret' };
    const store = configureStore({
      reducer: (state: { enabled: boolean; a?: object; b?: object } = { enabled: true }) => ({
        ...state,
        a: shared,
        b: shared,
      }),
      middleware: (gdm) => gdm().concat(devToolsBridge(() => true)),
      devTools: false,
    });
    store.dispatch({ type: 'first' });
    store.dispatch({ type: 'second' });
    expect(JSON.stringify(sent)).not.toContain('shared-secret');
  });
});
