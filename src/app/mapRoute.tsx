import { useLayoutEffect } from 'react';
import { useStore } from 'react-redux';
import { MapScreen } from '../features/map/MapScreen';
import { injectMapFeature } from './mapFeature';
import type { AppStore } from './store';

/**
 * The map routes' screen, the map chunk's entry: the map's slice and sagas join the store in a
 * layout effect, before any effect of the screen runs, so its sagas hear the `mapOpened` the
 * screen dispatches.
 */
export function MapRoute() {
  const store = useStore.withTypes<AppStore>()();
  useLayoutEffect(() => injectMapFeature(store), [store]);
  return <MapScreen />;
}
