import type MapView from '@arcgis/core/views/MapView';

/**
 * Esri's Legend widget drawn into an element, its code loaded when the legend is first shown
 * rather than with the map. Returns how to stop. If its code cannot be fetched (the connection
 * went), `failed` is called (the panel says so); the map is unaffected.
 */
export function attachLegendWidget(
  view: MapView,
  element: HTMLElement,
  failed: () => void,
): () => void {
  let legend: { destroy(): void } | null = null;
  let detached = false;
  import(/* webpackChunkName: "map-legend" */ '@arcgis/core/widgets/Legend').then(
    ({ default: Legend }) => {
      if (!detached && !view.destroyed) legend = new Legend({ view, container: element });
    },
    () => {
      if (!detached) failed();
    },
  );
  return () => {
    detached = true;
    legend?.destroy();
  };
}
