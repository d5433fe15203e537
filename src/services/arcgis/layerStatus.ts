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
      if (loadStatus === 'loaded') {
        const { minScale } = layer as Layer & { minScale?: number };
        events.layerStatusChanged({
          id: layer.id,
          status: 'loaded',
          minScale: minScale ?? 0,
          title: layer.title ?? undefined,
        });
      }
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
  // A layer that failed to load fails to draw too: that was reported already, with its reason.
  const drawing = view.on('layerview-create-error', (event) => {
    if (event.layer !== layer || layer.loadStatus === 'failed') return;
    const code = errorCodeOf(event.error);
    events.layerStatusChanged({
      id: layer.id,
      status: code === 'needs-sign-in' ? 'needs-sign-in' : 'failed',
      message: event.error?.message,
    });
  });
  return () => {
    status.remove();
    drawing.remove();
  };
}
