import { waitFor } from '@testing-library/react';
import { parseActionLog } from '../../contracts/actionLogFile';
import { createTestStore } from '../../test/support/testStore';
import { mapExportRequested, mapOpened, selectMap } from '../features/map/mapSlice';
import { serializeActionLog } from '../services/actionLog/serializeActionLog';
import { injectMapFeature } from './mapFeature';

const exportRequest = mapExportRequested({ format: 'png', texts: {} as never });

describe('the map joins the store when its screen first loads', () => {
  it('is absent before: its selectors read the initial state and its actions change nothing', () => {
    const { store } = createTestStore();
    store.dispatch(mapOpened({ document: { kind: 'default' } }));
    store.dispatch(exportRequest);
    expect(store.getState()).not.toHaveProperty('map');
    expect(selectMap(store.getState())).toMatchObject({ status: 'idle', exporting: false });
  });

  it('once injected, reduces the map’s actions, and its sagas answer them, started once', async () => {
    const { store, io } = createTestStore();
    injectMapFeature(store);
    injectMapFeature(store); // the screen opened again: not a second set of sagas
    store.dispatch(mapOpened({ document: { kind: 'default' } }));
    expect(store.getState().map?.status).toBe('opening');

    // The export saga: with no live map it finishes at once.
    store.dispatch(exportRequest);
    await waitFor(() => expect(selectMap(store.getState()).exporting).toBe(false));
    const types = parseActionLog(
      serializeActionLog(io.services.actionLog.build('test')),
    ).actions.map(({ action }) => action.type);
    expect(types.filter((type) => type === 'map/mapExportFinished')).toHaveLength(1);
  });
});
