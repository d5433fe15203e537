import type { Middleware } from '@reduxjs/toolkit';
import { redactSecrets } from '../../../contracts/redactSecrets';

interface DevToolsConnection {
  init(state: unknown): void;
  send(action: unknown, state: unknown): void;
}

interface DevToolsExtension {
  connect(options: { name: string }): DevToolsConnection;
}

/**
 * Production builds ship without Redux DevTools; this middleware connects the browser extension
 * once `isEnabled(state)` turns true (the `ui.devTools` config flag), sending only redacted
 * actions and state. Development builds use configureStore's own DevTools support instead.
 */
export function devToolsBridge(isEnabled: (state: unknown) => boolean): Middleware {
  let connection: DevToolsConnection | null = null;
  return (store) => (next) => (action) => {
    const result = next(action);
    const state = store.getState();
    if (connection) {
      connection.send(redactSecrets(action), redactSecrets(state));
    } else if (isEnabled(state)) {
      const extension = (window as { __REDUX_DEVTOOLS_EXTENSION__?: DevToolsExtension })
        .__REDUX_DEVTOOLS_EXTENSION__;
      if (extension) {
        connection = extension.connect({ name: 'TIMS' });
        connection.init(redactSecrets(state));
      }
    }
    return result;
  };
}
