import type MapView from '@arcgis/core/views/MapView';

/**
 * Esri's Legend widget drawn into an element, its code loaded when the legend is first shown
 * rather than with the map. Returns how to stop. If its code cannot be fetched (the connection
 * went), the panel stays empty; the map is unaffected.
 */
export function attachLegendWidget(view: MapView, element: HTMLElement): () => void {
  let legend: { destroy(): void } | null = null;
  let detached = false;
  import(/* webpackChunkName: "map-legend" */ '@arcgis/core/widgets/Legend').then(
    ({ default: Legend }) => {
      if (!detached && !view.destroyed) legend = new Legend({ view, container: element });
    },
    () => undefined,
  );
  return () => {
    detached = true;
    legend?.destroy();
  };
}
