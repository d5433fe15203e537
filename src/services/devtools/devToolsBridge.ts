import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';
import { redactSecrets } from '../../../contracts/redactSecrets';
import { importedStates, type LiftedState } from './importedStates';
import { stateJumped } from './stateJumps';

/**
 * A message of the Redux DevTools monitor, as the extension's `connect()` API delivers it:
 * `DISPATCH` for the monitor's own commands (with `state`, a JSON string, for the jumps),
 * `ACTION` for an action typed in its dispatcher.
 */
export interface DevToolsMessage {
  type: string;
  payload?: unknown;
  state?: string;
}

export interface DevToolsConnection {
  init(state: unknown, liftedData?: unknown): void;
  send(action: unknown, state: unknown): void;
  subscribe(listener: (message: DevToolsMessage) => void): unknown;
}

interface DevToolsExtension {
  connect(options: { name: string }): DevToolsConnection;
}

export interface DevToolsBridgeOptions {
  /** The app's reducer: recomputes the states of an imported log that holds none. */
  reducer?: (state: unknown, action: { type: string }) => unknown;
  /**
   * The page the app shows, which lives in the router, not in the state: kept for every step
   * sent, so that a jump also goes back to the page of that step.
   */
  location?: { current(): string; go(path: string): void };
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isPlainAction = (value: unknown): value is { type: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string';

/**
 * Production builds ship without Redux DevTools; this middleware connects the browser extension
 * once `isEnabled(state)` turns true (the `ui.devTools` config flag, `DEVTOOLS=true`), sending
 * only redacted actions and states, and follows the monitor's time travel: a jump, a reset, a
 * rollback or an imported log sets the app's state with one `devtools/stateJumped` (whose values
 * the monitor holds only redacted keep their current ones), and a jump goes back to the page
 * that step showed (the router's location is not in the state). Development builds use
 * configureStore's own DevTools support instead.
 */
export function devToolsBridge(
  isEnabled: (state: unknown) => boolean,
  { reducer, location }: DevToolsBridgeOptions = {},
): Middleware {
  let connection: DevToolsConnection | null = null;
  /** The state the monitor starts from (at connection, or the last commit), for RESET. */
  let initialState: unknown;
  /** The page at each step the monitor holds: index 0 the start, then its action ids. */
  let pages: (string | undefined)[] = [];

  const restart = (api: MiddlewareAPI) => {
    initialState = api.getState();
    pages = [location?.current()];
    connection?.init(redactSecrets(initialState));
  };
  const jumpTo = (api: MiddlewareAPI, state: unknown, step?: unknown) => {
    if (typeof state !== 'object' || state === null) return;
    api.dispatch(stateJumped({ state }));
    const page = typeof step === 'number' ? pages[step] : undefined;
    if (location && page !== undefined && page !== location.current()) location.go(page);
  };

  const onCommand = (api: MiddlewareAPI, message: DevToolsMessage) => {
    const payload = message.payload as { type?: string; actionId?: unknown } | undefined;
    switch (payload?.type) {
      case 'JUMP_TO_STATE':
      case 'JUMP_TO_ACTION':
        return jumpTo(api, parseJson(message.state), payload.actionId);
      case 'ROLLBACK':
        // Back to the last committed state, which becomes the start again.
        jumpTo(api, parseJson(message.state), 0);
        return restart(api);
      case 'COMMIT':
        return restart(api);
      case 'RESET':
        jumpTo(api, initialState, 0);
        return restart(api);
      case 'IMPORT_STATE': {
        const lifted = (message.payload as { nextLiftedState?: LiftedState }).nextLiftedState;
        const imported = lifted && importedStates(lifted, reducer);
        if (!imported) return;
        pages = []; // an imported history does not say which page each step showed
        jumpTo(api, imported.current);
        return connection?.send(null, redactSecrets(imported.lifted));
      }
      default:
        return undefined;
    }
  };

  const onMessage = (api: MiddlewareAPI, message: DevToolsMessage) => {
    if (message.type === 'DISPATCH') return onCommand(api, message);
    if (message.type === 'ACTION') {
      // The monitor's dispatcher: JSON only (no code is evaluated).
      const action = parseJson(message.payload);
      if (isPlainAction(action)) api.dispatch(action);
    }
    return undefined;
  };

  return (api) => (next) => (action) => {
    const result = next(action);
    // The monitor already shows where a jump goes: it is not an action of its list.
    if (stateJumped.match(action)) return result;
    const state = api.getState();
    if (connection) {
      pages.push(location?.current());
      connection.send(redactSecrets(action), redactSecrets(state));
    } else if (isEnabled(state)) {
      const extension = (window as { __REDUX_DEVTOOLS_EXTENSION__?: DevToolsExtension })
        .__REDUX_DEVTOOLS_EXTENSION__;
      if (extension) {
        connection = extension.connect({ name: 'TIMS' });
        connection.subscribe((message) => onMessage(api, message));
        restart(api);
      }
    }
    return result;
  };
}
