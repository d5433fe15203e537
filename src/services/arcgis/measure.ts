import './esriSetup';
import type MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import AreaMeasurement2D from '@arcgis/core/widgets/AreaMeasurement2D';
import DistanceMeasurement2D from '@arcgis/core/widgets/DistanceMeasurement2D';
import type { AreaUnit, LengthUnit, MapEvents, MeasureTool } from './types';

/**
 * A distance or area measurement on the map, in the unit asked (ft, mi, m, km; acres, sq mi,
 * m², km²), with Esri's measuring widget in the corner of the map showing the result as it is
 * drawn. `measured` reports the result's text for the screen reader's live region.
 */
export function createMeasurement(
  view: MapView,
  tool: MeasureTool,
  unit: LengthUnit | AreaUnit,
  events: MapEvents,
) {
  const widget =
    tool === 'distance'
      ? new DistanceMeasurement2D({ view, unit: unit as LengthUnit })
      : new AreaMeasurement2D({ view, unit: unit as AreaUnit });
  view.ui.add(widget, 'top-right');
  void widget.viewModel.start();
  const watcher = reactiveUtils.watch(
    () => widget.viewModel.measurementLabel,
    (label) => {
      const text = typeof label === 'string' ? label : (label?.area ?? '');
      if (text) events.measured({ text });
    },
  );
  return {
    destroy() {
      watcher.remove();
      view.ui.remove(widget);
      widget.destroy();
      events.measured(null);
    },
  };
}
