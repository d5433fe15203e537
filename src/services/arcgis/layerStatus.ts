import './esriSetup';
import type Layer from '@arcgis/core/layers/Layer';
import type MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import { errorCodeOf } from './errors';
import type { MapEvents } from './types';

/**
 * Reports a layer's life to the store: loading, loaded, or why not (sign-in needed, refused,
 * gone). Returns how to stop watching.
 */
export function watchLayer(view: MapView, layer: Layer, events: MapEvents): () => void {
  const status = reactiveUtils.watch(
    () => layer.loadStatus,
    (loadStatus) => {
      if (loadStatus === 'loading') events.layerStatusChanged({ id: layer.id, status: 'loading' });
      if (loadStatus === 'loaded') events.layerStatusChanged({ id: layer.id, status: 'loaded' });
      if (loadStatus === 'failed') {
        const code = errorCodeOf(layer.loadError);
        events.layerStatusChanged({
          id: layer.id,
          status: code === 'needs-sign-in' ? 'needs-sign-in' : 'failed',
          message: layer.loadError?.message,
        });
      }
    },
    { initial: true },
  );
  const drawing = view.on('layerview-create-error', (event) => {
    if (event.layer !== layer) return;
    events.layerStatusChanged({ id: layer.id, status: 'failed', message: event.error?.message });
  });
  return () => {
    status.remove();
    drawing.remove();
  };
}
