import { setupStore, type AppStore, type RootState } from '../../src/app/store';
import { injectMapFeature } from '../../src/app/mapFeature';
import { createTestServices, type TestServices } from './testServices';

const running: AppStore[] = [];

/** A real store with the real reducers and sagas, its side effects answered by test services. */
export function createTestStore(
  preloadedState?: Partial<RootState>,
  io: TestServices = createTestServices(),
) {
  const store = setupStore(preloadedState, { services: io.services, devTools: false });
  running.push(store);
  return { store, io };
}

/**
 * A test store as it is once the map screen has opened: with the map's slice and sagas, which
 * the app adds when /map first loads (`mapFeature.ts`).
 */
export function createMapTestStore(
  preloadedState?: Partial<RootState>,
  io: TestServices = createTestServices(),
) {
  const made = createTestStore(preloadedState, io);
  injectMapFeature(made.store);
  return made;
}

/** Cancels the sagas of every store a test made (called after each test). */
export function stopTestStores() {
  running.splice(0).forEach((store) => store.rootTask.cancel());
}
