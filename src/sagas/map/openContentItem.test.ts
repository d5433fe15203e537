import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  blankMapTexts,
  createMapController,
  mapCalls,
} from '../../../test/support/arcgis/mapController';
import { mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { createMapTestStore } from '../../../test/support/testStore';
import {
  documentFailed,
  layerStatusChanged,
  mapOpened,
  viewChanged,
  selectMap,
} from '../../features/map/mapSlice';
import type { LayerSpec, MapController } from '../../services/arcgis/types';

const ITEM = 'bb164d816c8419738c4bcaff24cf4cce';

/** The portal knows the Projects service item; any other id is not found (HTTP 200, code 400). */
function portalItems() {
  mswServer.use(
    http.get(`${PORTAL}/sharing/rest/content/items/:id`, ({ params }) =>
      params.id === ITEM
        ? HttpResponse.json({
            id: ITEM,
            title: 'TIMS Projects',
            type: 'Feature Service',
            owner: 'tims.admin',
          })
        : HttpResponse.json({
            error: { code: 400, message: 'Item does not exist or is inaccessible.' },
          }),
    ),
  );
}

async function openContent(id: string) {
  const { store, io } = createMapTestStore();
  // The portal's address is known once the start-up has read the config and the portal.
  await waitFor(() => expect(store.getState().portal.session).not.toBe('unknown'));
  const controller: MapController = createMapController(document.createElement('div'), {
    portalUrl: PORTAL,
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
  store.dispatch(mapOpened({ document: { kind: 'content', id } }));
  io.services.map.register(controller);
  const added = () =>
    mapCalls.filter((call) => call.method === 'addLayer').map((call) => call.args[0] as LayerSpec);
  return { store, added };
}

beforeEach(() => {
  mapCalls.length = 0;
  portalItems();
});

describe('a glossary dataset opened on the map (/map/cid/…)', () => {
  it('adds a portal item whole when the id is the item’s', async () => {
    const { added } = await openContent(ITEM);
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]).toMatchObject({
      id: `item-${ITEM}`,
      title: 'TIMS Projects',
      source: { kind: 'portal-item', itemId: ITEM },
    });
    expect(added()[0]!.source).not.toHaveProperty('layerId');
  });

  it('adds one layer of the item’s service for an id `{item}_{layer}`', async () => {
    const { added, store } = await openContent(`${ITEM}_1`);
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]).toMatchObject({
      id: `item-${ITEM}_1`,
      source: { kind: 'portal-item', itemId: ITEM, layerId: 1 },
    });
    expect(selectMap(store.getState()).layers.at(-1)?.id).toBe(`item-${ITEM}_1`);
  });

  it('says an unknown item is not found', async () => {
    const { store, added } = await openContent('ffffffffffffffffffffffffffffffff_2');
    await waitFor(() => expect(selectMap(store.getState()).error?.code).toBe('not-found'));
    expect(added()).toHaveLength(0);
  });
});
