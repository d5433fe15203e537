import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { redactSecrets } from '../../contracts/redactSecrets';
import { portalApi } from '../services/api/portalApi';
import { timsApi } from '../services/api/timsApi';
import { devToolsBridge } from '../services/devtools/devToolsBridge';
import { withStateJumps } from '../services/devtools/stateJumps';
import { createAppLanguageService } from './i18n/appLanguage';
import { createBrowserServices, type Services } from '../services/services';
import { rootReducer, type RootState } from './rootReducer';
import {
  rootSaga,
  rootSagaInSlices,
  startTogether,
  topLevelSagas,
  type TopLevelSaga,
} from './rootSaga';

export { rootReducer, type RootState, type TopLevelSaga };

export interface StoreOptions {
  /** Replaces any of the side-effect services the sagas reach (tests swap them). */
  services?: Partial<Services>;
  /** Redux DevTools; on by default in development builds only. */
  devTools?: boolean;
  /**
   * Start the top-level sagas one task at a time, after this one (the browser app: no long task
   * at start-up), instead of all at once within `setupStore` (the default: tests).
   */
  sagasInSlices?: boolean;
}

const DEVELOPMENT = process.env.NODE_ENV !== 'production';

/**
 * A middleware typed with the app's state: one typed with `any` state would make configureStore
 * infer `any` for the whole store's state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type StateMiddleware = Middleware<{}, RootState>;

export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services: Services = {
    ...createBrowserServices(createAppLanguageService()),
    ...options.services,
  };
  const sagaMiddleware = createSagaMiddleware({
    context: { services },
    onError: (error) => services.logger.error('Saga error', error),
  });
  const devTools = options.devTools ?? DEVELOPMENT;
  // The state Redux DevTools jumps to in a production build (`devtools/stateJumped`). Made
  // before the call: inferred inside it, beside the middleware callback, the state became `any`.
  const reducer = withStateJumps(rootReducer);
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => {
      const middleware = getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(
        timsApi.middleware,
        portalApi.middleware,
        sagaMiddleware,
      );
      // Production builds connect Redux DevTools through the bridge, when `ui.devTools` is on.
      const bridge: StateMiddleware[] = DEVELOPMENT
        ? []
        : [
            devToolsBridge((state) => (state as RootState).app.config?.ui.devTools ?? false, {
              reducer: rootReducer as (state: unknown, action: { type: string }) => unknown,
              location: {
                current: () => services.navigation.currentPath(),
                go: (path) => services.navigation.navigate(path, { replace: true }),
              },
            }),
          ];
      // Last, next to the reducer: the action log records what the reducer sees, in its order.
      return middleware.concat(...bridge, services.actionLog.middleware as StateMiddleware);
    },
    devTools: devTools && {
      name: 'TIMS',
      actionSanitizer: (action) => redactSecrets(action),
      stateSanitizer: (state) => redactSecrets(state),
    },
  });
  const rootTask = sagaMiddleware.run(options.sagasInSlices ? rootSagaInSlices : rootSaga);
  const started = new Set(Object.keys(topLevelSagas));
  /** Starts the sagas of a feature loaded later (the map's), each once per store. */
  const startSagas = (sagas: Record<string, TopLevelSaga>) => {
    const fresh = Object.entries(sagas).filter(([name]) => !started.has(name));
    fresh.forEach(([name]) => started.add(name));
    if (fresh.length > 0) sagaMiddleware.run(startTogether, fresh);
  };
  return Object.assign(store, { rootTask, services, startSagas });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
