import './esriSetup';
import type MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import AreaMeasurement2D from '@arcgis/core/widgets/AreaMeasurement2D';
import DistanceMeasurement2D from '@arcgis/core/widgets/DistanceMeasurement2D';
import { createMeasureCrosshair } from './measureCrosshair';
import { createMeasureSketch } from './measureSketch';
import type { AreaUnit, LengthUnit, MapEvents, MeasureTool } from './types';

const isMapSurface = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement && target.classList.contains('esri-view-surface');

/** How long after Esri's tool has started it may still ask for the focus (its start runs on). */
const FOCUS_HELD_MS = 1_500;

/**
 * Keeps Esri's measuring tool from taking the focus to the map as it starts (its `initialize`
 * calls `view.focus()`, once the view is ready and the geometry operators have loaded: seconds
 * after the panel's control was used, when the visitor may have moved on). `view.focus` does
 * nothing until `release`; the visitor's own moves (Tab, a click) focus the map as ever, since
 * they never go through it.
 */
function holdViewFocus(view: MapView) {
  const ignore = () => undefined;
  view.focus = ignore;
  return {
    release() {
      // Only this hold's own: a later measurement may hold the view in turn.
      if (view.focus === ignore) delete (view as { focus?: unknown }).focus;
    },
  };
}

/**
 * A distance or area measurement on the map, in the unit asked (ft, mi, m, km; acres, sq mi,
 * m², km²), by mouse or by keyboard. By mouse, Esri's measuring widget in the corner of the map
 * takes the clicks and shows the result as it is drawn. By keyboard, on the focused map: Enter
 * or Space puts a point at the cross in the centre (the arrow keys move the map under it),
 * Backspace or Delete takes the last one back, Escape finishes; the panel's buttons do the same.
 * Whichever was used last is what the map shows. `measured` reports the result's text for the
 * screen reader's live region, `measureSketchChanged` the points put down by keyboard.
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
  const sketch = createMeasureSketch(view, tool, unit, events);
  const crosshair = createMeasureCrosshair(view);
  let surfaceFocused = false;
  const showCrosshair = () => crosshair.show(sketch.drawing || surfaceFocused);

  // Esri's tool takes the focus to the map when it starts; choosing the tool or its unit in the
  // panel by keyboard must not throw the visitor out of the panel (WCAG 3.2.2).
  const focusHeld = holdViewFocus(view);
  void widget.viewModel
    .start()
    .catch(() => undefined)
    .finally(() => setTimeout(focusHeld.release, FOCUS_HELD_MS));

  const watchers = [
    reactiveUtils.watch(
      () => widget.viewModel.measurementLabel,
      (label) => {
        const text = typeof label === 'string' ? label : (label?.area ?? '');
        if (text) events.measured({ text });
      },
    ),
    // A line begun with the mouse replaces one put down by keyboard.
    reactiveUtils.watch(
      () => widget.viewModel.state,
      (state) => {
        if (state !== 'measuring') return;
        sketch.clear();
        showCrosshair();
      },
    ),
  ];

  const addPoint = () => {
    // A finished measurement by mouse goes; its "New measurement" button brings the mouse back.
    if (widget.viewModel.state === 'measured') widget.viewModel.clear();
    sketch.addPoint();
    showCrosshair();
  };
  const removePoint = () => {
    sketch.removePoint();
    showCrosshair();
  };
  const finish = () => {
    sketch.finish();
    showCrosshair();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isMapSurface(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    // While the mouse draws, its keys (Enter finishes, Escape cancels) are Esri's.
    if (widget.viewModel.state === 'measuring') return;
    if (event.key === 'Enter' || event.key === ' ') {
      if (!event.repeat) addPoint();
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && sketch.drawing) {
      removePoint();
    } else if (event.key === 'Escape' && sketch.drawing) {
      finish();
    } else {
      return;
    }
    // Before the view's own handlers (the capture phase on its container): Esri's drawing tool
    // would take Enter as "finish" and Space as "pan with the mouse", and Space scrolls the page.
    event.preventDefault();
    event.stopPropagation();
  };
  const onFocus = (event: FocusEvent) => {
    surfaceFocused =
      event.type === 'focusin' &&
      isMapSurface(event.target) &&
      event.target.matches(':focus-visible');
    showCrosshair();
  };
  const container = view.container;
  container?.addEventListener('keydown', onKeyDown, { capture: true });
  container?.addEventListener('focusin', onFocus);
  container?.addEventListener('focusout', onFocus);
  if (isMapSurface(document.activeElement) && container?.contains(document.activeElement)) {
    surfaceFocused = document.activeElement.matches(':focus-visible');
    showCrosshair();
  }

  return {
    tool,
    addPoint,
    removePoint,
    finish,
    /** Another unit for the same tool: the measurement shown is given in it. */
    setUnit(next: LengthUnit | AreaUnit) {
      if (widget instanceof DistanceMeasurement2D) widget.unit = next as LengthUnit;
      else widget.unit = next as AreaUnit;
      sketch.setUnit(next);
    },
    destroy() {
      focusHeld.release();
      container?.removeEventListener('keydown', onKeyDown, { capture: true });
      container?.removeEventListener('focusin', onFocus);
      container?.removeEventListener('focusout', onFocus);
      for (const watcher of watchers) watcher.remove();
      sketch.destroy();
      crosshair.destroy();
      view.ui.remove(widget);
      widget.destroy();
      events.measured(null);
      events.measureSketchChanged(null);
    },
  };
}
