import { waitFor } from '@testing-library/react';
import {
  blankMapTexts,
  createMapController,
  knownProjects,
  mapCalls,
} from '../../../test/support/arcgis/mapController';
import { makeSavedMap, mapHandlers } from '../../../test/support/mapHandlers';
import { mswServer } from '../../../test/support/mswServer';
import { createMapTestStore } from '../../../test/support/testStore';
import {
  basemapChosen,
  documentFailed,
  layerMoved,
  layerStatusChanged,
  layerVisibilityToggled,
  mapExportRequested,
  mapOpened,
  measureToolChosen,
  measureUnitChosen,
  projectRequested,
  viewChanged,
  type MapRequest,
  selectMap,
} from '../../features/map/mapSlice';
import { selectToasts } from '../../features/toasts/toastsSlice';
import { userSignedIn } from '../../features/portal/portalSlice';
import type { MapController } from '../../services/arcgis/types';

/** A store with its sagas, and the map screen's (recording) map registered, as the screen does. */
function openMap(request: MapRequest) {
  const { store, io } = createMapTestStore();
  const controller: MapController = createMapController(document.createElement('div'), {
    portalUrl: null,
    servicesUrl: 'http://localhost/tims/api/rest/services',
    basemap: 'light',
    initial: { extent: [-84, 38, -80, 42] },
    detailsPath: '/tims/projects/details',
    texts: blankMapTexts,
    events: {
      viewChanged: (view) => store.dispatch(viewChanged(view)),
      layerStatusChanged: (change) => store.dispatch(layerStatusChanged(change)),
      layersDiscovered: () => undefined,
      documentFailed: (failure) => store.dispatch(documentFailed(failure)),
      documentLoaded: () => undefined,
      measured: () => undefined,
      measureSketchChanged: () => undefined,
      measureToolFailed: () => undefined,
      updatingChanged: () => undefined,
      basemapStatusChanged: () => undefined,
    },
  });
  store.dispatch(mapOpened(request));
  io.services.map.register(controller);
  const calls = (method: keyof MapController) =>
    mapCalls.filter((call) => call.method === method).map((call) => call.args);
  return { store, io, calls, map: () => selectMap(store.getState()) };
}

beforeEach(() => {
  mapCalls.length = 0;
});

describe('the map sagas', () => {
  it('open the default map once the view exists, the staff-only layer locked for a visitor', async () => {
    const { calls, map } = openMap({ document: { kind: 'default' } });
    await waitFor(() => expect(map().status).toBe('ready'));
    const [drawn] = calls('setLayers')[0] as [{ id: string }[]];
    expect(drawn.map((layer) => layer.id)).toEqual(['districts', 'project-lines', 'projects']);
    expect(map().layers.map((layer) => [layer.id, layer.status])).toEqual([
      ['districts', 'loaded'],
      ['project-lines', 'loaded'],
      ['projects', 'loaded'],
      ['bridges', 'needs-sign-in'],
    ]);
  });

  it('unlock the staff-only layer in its place when the visitor signs in on the open map', async () => {
    const { store, calls, map } = openMap({ document: { kind: 'default' } });
    await waitFor(() => expect(map().status).toBe('ready'));
    expect(calls('addLayer')).toEqual([]);
    store.dispatch(
      userSignedIn({
        user: { username: 'tims.staff', fullName: 'Staff', thumbnailUrl: null, groups: [] },
        isAdmin: false,
        tokenExpires: Date.now() + 3_600_000,
      }),
    );
    await waitFor(() =>
      expect(map().layers.at(-1)).toMatchObject({ id: 'bridges', status: 'loaded' }),
    );
    expect(calls('addLayer')).toEqual([
      [expect.objectContaining({ id: 'bridges', visible: true, opacity: 1 }), false, 3],
    ]);
  });

  it('follow a classic map link: viewpoint, visible layers, basemap, and a project', async () => {
    const { calls, map } = openMap({
      document: { kind: 'default' },
      viewpoint: { center: [-83, 40], scale: 72_223.819286 },
      visibleLayers: ['projects'],
      basemap: 'dark',
      pid: '112233',
    });
    await waitFor(() => expect(calls('showProject')).toEqual([['112233']]));
    expect(calls('setBasemap')).toEqual([['dark']]);
    expect(calls('goTo')).toEqual([[{ viewpoint: { center: [-83, 40], scale: 72_223.819286 } }]]);
    expect(
      map()
        .layers.filter((layer) => layer.visible)
        .map((layer) => layer.id),
    ).toEqual(['projects']);
  });

  it('say so when the project of the address is not on the map', async () => {
    knownProjects.has = () => false;
    try {
      const { store, calls } = openMap({ document: { kind: 'default' }, pid: '999999' });
      await waitFor(() => expect(calls('showProject')).toHaveLength(1));
      await waitFor(() =>
        expect(selectToasts(store.getState())).toContainEqual(
          expect.objectContaining({ message: 'toasts.projectNotOnMap', values: { pid: '999999' } }),
        ),
      );
    } finally {
      knownProjects.has = (pid) => /^\d{6}$/.test(pid);
    }
  });

  it('open a saved map: its basemap, layers and extent', async () => {
    const saved = makeSavedMap();
    mswServer.use(...mapHandlers([saved]));
    const { calls, map } = openMap({ document: { kind: 'saved-map', sid: saved.sid } });
    await waitFor(() => expect(map().status).toBe('ready'));
    expect(map().title).toBe(saved.title);
    expect(calls('setBasemap')).toEqual([['dark']]);
    expect(calls('setLayers')).toEqual([[saved.layers]]);
    expect(calls('goTo')).toEqual([[{ extent: saved.extent }]]);
  });

  it('refuse a private saved map clearly, never a blank map', async () => {
    const saved = makeSavedMap({ sharing: 'private' });
    mswServer.use(...mapHandlers([saved]));
    const { calls, map } = openMap({ document: { kind: 'saved-map', sid: saved.sid } });
    await waitFor(() => expect(map().status).toBe('failed'));
    expect(map().error).toMatchObject({ code: 'sign-in-required' });
    expect(calls('setLayers')).toEqual([]);
  });

  it('tell the view what the visitor changed, and nothing else', async () => {
    const { store, calls, map } = openMap({ document: { kind: 'default' } });
    await waitFor(() => expect(map().status).toBe('ready'));
    store.dispatch(layerVisibilityToggled({ id: 'projects' }));
    store.dispatch(layerMoved({ id: 'districts', direction: 'up' }));
    store.dispatch(basemapChosen('dark'));
    store.dispatch(measureToolChosen('area'));
    store.dispatch(measureUnitChosen('square-miles'));
    store.dispatch(projectRequested({ pid: '112240' }));
    // The view reporting where it is must not make the sagas move it (no echo).
    store.dispatch(
      viewChanged({ viewpoint: { center: [-82, 40], scale: 50_000 }, extent: [-83, 39, -81, 41] }),
    );
    await waitFor(() => expect(calls('showProject')).toEqual([['112240']]));
    expect(calls('setLayerVisible')).toEqual([['projects', false]]);
    expect(calls('moveLayer')).toEqual([['districts', 1]]);
    expect(calls('setBasemap')).toEqual([['dark']]);
    expect(calls('measure')).toEqual([
      ['area', 'acres'],
      ['area', 'square-miles'],
    ]);
    expect(calls('goTo')).toEqual([]);
    expect(map().lastChange).toBe('view');
  });

  it('export the map: a page made of the view, downloaded, with a toast', async () => {
    const { store, io, calls, map } = openMap({ document: { kind: 'default' } });
    await waitFor(() => expect(map().status).toBe('ready'));
    store.dispatch(
      mapExportRequested({
        format: 'pdf',
        texts: {
          title: 'District 6 Overview',
          date: 'today',
          legend: 'Legend',
          miles: '{{value}} mi',
          feet: '{{value}} ft',
          north: 'N',
          credits: '',
          language: 'en',
        },
      }),
    );
    await waitFor(() => expect(io.downloads).toHaveLength(1));
    expect(io.downloads[0]).toMatch(/^district-6-overview-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(calls('screenshot')).toEqual([[1500, 1000]]);
    expect(map().exporting).toBe(false);
    expect(selectToasts(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'toasts.mapExported' }),
    );
  });
});
