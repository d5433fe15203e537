import type MapView from '@arcgis/core/views/MapView';
import type { createMeasurement } from './measure';
import type { AreaUnit, LengthUnit, MapEvents, MeasureTool } from './types';

type Measurement = ReturnType<typeof createMeasurement>;
type Unit = LengthUnit | AreaUnit;

/**
 * Esri's measuring widgets, the keyboard's sketch and the geometry operators are not needed to
 * draw the map: they load the first time a tool is turned on, not with the map's chunk.
 */
const loadMeasure = () => import(/* webpackChunkName: "map-measure" */ './measure');

/**
 * The measuring tool that is on, made once its code has loaded. What is asked of it while it
 * loads (a point by the panel's button, another unit) is applied to it once it is there; a
 * later choice of tool replaces one still loading.
 */
export function createMeasurementSlot(view: MapView, events: MapEvents) {
  let measurement: Measurement | null = null;
  let tool: MeasureTool | null = null;
  let unit: Unit = 'miles';
  let waiting: ((made: Measurement) => void)[] = [];
  // The latest choice: a tool whose code arrives after another was chosen is not made.
  let choice = 0;

  const whenMade = (action: (made: Measurement) => void) => {
    if (measurement) action(measurement);
    else if (tool) waiting.push(action);
  };

  return {
    /** A tool is on or loading: the map's clicks measure then, they do not identify. */
    get active() {
      return tool !== null;
    },

    /** Turns a tool on (or off, null), or gives the one that is on another unit. */
    set(next: MeasureTool | null, nextUnit: Unit) {
      unit = nextUnit;
      if (next !== null && next === tool) {
        // The same tool keeps what has been measured, given in the new unit.
        whenMade((made) => made.setUnit(nextUnit));
        return;
      }
      choice += 1;
      measurement?.destroy();
      measurement = null;
      waiting = [];
      tool = next;
      if (next === null) return;
      const mine = choice;
      loadMeasure().then(
        (module) => {
          if (mine !== choice) return;
          measurement = module.createMeasurement(view, next, unit, events);
          for (const action of waiting.splice(0)) action(measurement);
        },
        () => {
          // The tool's code could not be fetched (the connection went): nothing is measuring,
          // the clicks identify again, the panel says so, and its next choice tries once more.
          if (mine !== choice) return;
          tool = null;
          waiting = [];
          events.measureToolFailed();
        },
      );
    },

    addPoint: () => whenMade((made) => made.addPoint()),
    removePoint: () => whenMade((made) => made.removePoint()),
    finish: () => whenMade((made) => made.finish()),

    destroy() {
      choice += 1;
      tool = null;
      waiting = [];
      measurement?.destroy();
      measurement = null;
    },
  };
}
