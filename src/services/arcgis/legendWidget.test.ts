import type MapView from '@arcgis/core/views/MapView';
import { attachLegendWidget } from './legendWidget';

// The Legend widget's code could not be fetched (a chunk that failed to load).
jest.mock('@arcgis/core/widgets/Legend', () => {
  throw new Error('Loading chunk map-legend failed.');
});

const view = { destroyed: false } as MapView;
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the legend, loaded when first shown', () => {
  it('says it failed when its code could not be fetched', async () => {
    const failed = jest.fn();
    attachLegendWidget(view, document.createElement('div'), failed);
    await loaded();
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('says nothing once the panel that asked for it is gone', async () => {
    const failed = jest.fn();
    const detach = attachLegendWidget(view, document.createElement('div'), failed);
    detach();
    await loaded();
    expect(failed).not.toHaveBeenCalled();
  });
});
