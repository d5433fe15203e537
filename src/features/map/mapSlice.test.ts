import {
  contentItemAdded,
  layerMoved,
  layerOpacityChanged,
  layerStatusChanged,
  mapLayersSet,
  mapOpened,
  mapSlice,
  measureToolChosen,
  measureUnitChosen,
  type MapState,
} from './mapSlice';

const layer = (id: string) => ({
  id,
  title: id,
  source: { kind: 'service' as const, url: `https://example.gov/${id}/FeatureServer/0` },
  visible: true,
  opacity: 1,
});

function reduce(...actions: Parameters<typeof mapSlice.reducer>[1][]): MapState {
  return actions.reduce(mapSlice.reducer, mapSlice.reducer(undefined, { type: '@@init' }));
}

describe('the map slice', () => {
  it('starts each document afresh but keeps the visitor’s measuring units', () => {
    const state = reduce(
      mapOpened({ document: { kind: 'default' } }),
      measureToolChosen('area'),
      measureUnitChosen('square-miles'),
      mapLayersSet([layer('a')]),
      mapOpened({ document: { kind: 'web-map', id: 'w' } }),
    );
    expect(state).toMatchObject({
      status: 'opening',
      layers: [],
      areaUnit: 'square-miles',
      tool: null,
    });
  });

  it('moves layers one step within bounds and keeps opacity between 0 and 1', () => {
    const state = reduce(
      mapLayersSet([layer('a'), layer('b'), layer('c')]),
      layerMoved({ id: 'a', direction: 'up' }),
      layerMoved({ id: 'c', direction: 'up' }),
      layerMoved({ id: 'b', direction: 'down' }),
      layerOpacityChanged({ id: 'c', opacity: 1.7 }),
      layerOpacityChanged({ id: 'b', opacity: -1 }),
    );
    expect(state.layers.map((item) => [item.id, item.opacity])).toEqual([
      ['b', 0],
      ['a', 1],
      ['c', 1],
    ]);
  });

  it('names a content item once it has loaded, and remembers its scale range', () => {
    const item = {
      ...layer('item-1'),
      title: '0123',
      source: { kind: 'portal-item' as const, itemId: '0123' },
    };
    const state = reduce(
      contentItemAdded(item),
      contentItemAdded(item),
      layerStatusChanged({
        id: 'item-1',
        status: 'loaded',
        title: 'Traffic counts',
        minScale: 500_000,
      }),
    );
    expect(state.layers).toEqual([
      expect.objectContaining({ title: 'Traffic counts', status: 'loaded', minScale: 500_000 }),
    ]);
  });
});
