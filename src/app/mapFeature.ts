import { mapSlice } from '../features/map/mapSlice';
import { mapSagas } from '../sagas/map/mapSagas';
import { rootReducer } from './rootReducer';
import type { AppStore } from './store';

let sliceInjected = false;

/** The map's slice joins the root reducer, once: its state appears with the next action. */
function injectMapSlice(): void {
  if (sliceInjected) return;
  rootReducer.inject(mapSlice);
  sliceInjected = true;
}

/**
 * The map's slice and sagas join the store, each once. They load with the map screen's chunk
 * (`mapRoute.tsx`), not with the first screen: the first screen's scripts lose them
 * (docs/BENCHMARKS.md).
 */
export function injectMapFeature(store: AppStore): void {
  injectMapSlice();
  store.startSagas(mapSagas);
}
