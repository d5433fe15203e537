import type MapView from '@arcgis/core/views/MapView';
import type { MapEvents, MeasureTool } from './types';
import { createMeasurementSlot } from './measurementSlot';

interface MadeTool {
  tool: MeasureTool;
  unit: string;
  calls: string[];
  destroyed: boolean;
}

const mockMade: MadeTool[] = [];
let mockFailNextLoad = false;

// The tool's module is the part @arcgis/core draws; its double records what the slot asks of it.
jest.mock('./measure', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('Loading chunk map-measure failed.');
  }
  return {
    createMeasurement(_view: unknown, tool: MeasureTool, unit: string) {
      const entry: MadeTool = { tool, unit, calls: [], destroyed: false };
      mockMade.push(entry);
      return {
        tool,
        addPoint: () => entry.calls.push('addPoint'),
        removePoint: () => entry.calls.push('removePoint'),
        finish: () => entry.calls.push('finish'),
        setUnit: (next: string) => entry.calls.push(`unit ${next}`),
        destroy: () => {
          entry.destroyed = true;
        },
      };
    },
  };
});

const view = {} as MapView;
const measureToolFailed = jest.fn();
const events = { measureToolFailed } as unknown as MapEvents;
/** Lets the dynamic import of the tool's module resolve. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockMade.length = 0;
  measureToolFailed.mockClear();
  jest.resetModules();
});

describe('the measuring tool, loaded when first turned on', () => {
  it('is active at once, and is made once its code has loaded', async () => {
    const slot = createMeasurementSlot(view, events);
    expect(slot.active).toBe(false);
    slot.set('distance', 'miles');
    expect(slot.active).toBe(true);
    expect(mockMade).toHaveLength(0);
    await loaded();
    expect(mockMade).toEqual([{ tool: 'distance', unit: 'miles', calls: [], destroyed: false }]);
  });

  it('applies what was asked while it loaded, in order, once it is there', async () => {
    const slot = createMeasurementSlot(view, events);
    slot.set('area', 'acres');
    slot.addPoint();
    slot.addPoint();
    slot.removePoint();
    slot.set('area', 'square-miles');
    slot.finish();
    await loaded();
    expect(mockMade).toHaveLength(1);
    expect(mockMade[0]).toMatchObject({
      tool: 'area',
      unit: 'square-miles',
      calls: ['addPoint', 'addPoint', 'removePoint', 'unit square-miles', 'finish'],
    });
  });

  it('makes only the latest tool chosen while the first was loading', async () => {
    const slot = createMeasurementSlot(view, events);
    slot.set('distance', 'miles');
    slot.addPoint();
    slot.set('area', 'acres');
    await loaded();
    expect(mockMade).toEqual([{ tool: 'area', unit: 'acres', calls: [], destroyed: false }]);
  });

  it('makes nothing when turned off before its code arrived, and asks nothing of it after', async () => {
    const slot = createMeasurementSlot(view, events);
    slot.set('distance', 'feet');
    slot.set(null, 'feet');
    slot.addPoint();
    expect(slot.active).toBe(false);
    await loaded();
    expect(mockMade).toHaveLength(0);
  });

  it('keeps a measurement given another unit, and replaces it for another tool', async () => {
    const slot = createMeasurementSlot(view, events);
    slot.set('distance', 'miles');
    await loaded();
    slot.addPoint();
    slot.set('distance', 'kilometers');
    expect(mockMade[0]!.calls).toEqual(['addPoint', 'unit kilometers']);
    slot.set('area', 'acres');
    expect(mockMade[0]!.destroyed).toBe(true);
    await loaded();
    expect(mockMade.map(({ tool }) => tool)).toEqual(['distance', 'area']);
    slot.destroy();
    expect(mockMade[1]!.destroyed).toBe(true);
    expect(slot.active).toBe(false);
  });

  it('goes back to identifying when its code could not be fetched, says so, and tries again when chosen again', async () => {
    mockFailNextLoad = true;
    const slot = createMeasurementSlot(view, events);
    slot.set('distance', 'miles');
    await loaded();
    expect(slot.active).toBe(false);
    expect(mockMade).toHaveLength(0);
    expect(measureToolFailed).toHaveBeenCalledTimes(1);
    slot.set('distance', 'miles');
    await loaded();
    expect(mockMade).toHaveLength(1);
    expect(measureToolFailed).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a failed load once another choice replaced it', async () => {
    mockFailNextLoad = true;
    const slot = createMeasurementSlot(view, events);
    slot.set('distance', 'miles');
    slot.set(null, 'miles');
    await loaded();
    expect(measureToolFailed).not.toHaveBeenCalled();
  });
});
