import type { DatasetDetails, DatasetList, DatasetSummary } from '../../../contracts/datasets';
import type { PortalTransport } from '../../auth/portalClient';
import { createCatalogue } from '../../datasets/catalogue';
import { ANONYMOUS } from '../../datasets/catalogueTypes';
import { derivedItemId } from '../../datasets/datasetKeys';
import { createFeatureServices } from '../../featureServer/services';
import { ITEM_IDS } from '../../portal/constants';
import type { TestApp } from '../helper';
import {
  addDataItem,
  createGlossaryApp,
  IDS,
  signedIn,
  startStubFeatureServer,
  type StubFeatureServer,
} from './datasetsHelper';

const ROADS = '1a2b3c4d5e6f708192a3b4c5d6e7f801';
const CRASHES = '1a2b3c4d5e6f708192a3b4c5d6e7f802';
const LOCKED = '1a2b3c4d5e6f708192a3b4c5d6e7f803';
const GONE = '1a2b3c4d5e6f708192a3b4c5d6e7f804';
const LINES_ONLY = '1a2b3c4d5e6f708192a3b4c5d6e7f805';

/**
 * The catalogue: TIMS's layers under the ids of the data group's items, other servers' services
 * read over HTTP (or listed from their items when unreachable), TIMS layers no item names.
 */
describe('the glossary catalogue', () => {
  let server: TestApp;
  let stub: StubFeatureServer;
  beforeAll(async () => {
    server = await createGlossaryApp();
    stub = await startStubFeatureServer();
    await addDataItem(server, {
      id: ROADS,
      title: 'Road Inventory',
      url: `${stub.root}/Roads/FeatureServer`,
      tags: ['roads', 'inventory'],
    });
    await addDataItem(server, {
      id: CRASHES,
      title: 'Crash Locations',
      url: `${stub.root}/Crashes/FeatureServer/0`,
      access: 'org',
      tags: ['safety'],
    });
    await addDataItem(server, {
      id: LOCKED,
      title: 'Locked Service',
      url: `${stub.root}/Locked/FeatureServer`,
    });
    // Nothing listens on port 9 of this host: the connection is refused.
    await addDataItem(server, {
      id: GONE,
      title: 'Retired Service',
      url: 'http://127.0.0.1:9/arcgis/rest/services/Old/FeatureServer',
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  const list = async (headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      url: '/tims/api/datasets?limit=200',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<DatasetList>().items;
  };
  const byId = (items: DatasetSummary[]) => new Map(items.map((item) => [item.id, item]));

  it('lists each layer of another server with its count, its date and the item’s words', async () => {
    const items = byId(await list());
    expect(items.get(`${ROADS}_0`)).toMatchObject({
      itemId: ROADS,
      layerId: 0,
      title: 'Road Inventory: Road inventory',
      source: 'portal',
      access: 'public',
      recordCount: 1234,
      lastUpdated: '2026-04-02T00:00:00.000Z',
      serviceUrl: `${stub.root}/Roads/FeatureServer/0`,
      geometryType: 'esriGeometryPolyline',
      category: 'Roadway',
      description: 'Every state route by section.',
      fieldNames: ['OBJECTID', 'ROUTE_ID', 'AADT'],
    });
    expect(items.get(`${ROADS}_1`)).toMatchObject({
      title: 'Road Inventory: Traffic counts',
      recordCount: 56,
      description: 'Road Inventory of the department.',
    });
    // The one an anonymous visitor may not see in the portal is not listed for them.
    expect(items.has(CRASHES)).toBe(false);
  });

  it('lists an unreachable or locked service with what its item says', async () => {
    const items = byId(await list());
    expect(items.get(GONE)).toMatchObject({
      title: 'Retired Service',
      recordCount: null,
      lastUpdated: '2026-05-01T00:00:00.000Z',
      fieldNames: [],
      serviceUrl: 'http://127.0.0.1:9/arcgis/rest/services/Old/FeatureServer/0',
    });
    expect(items.get(LOCKED)).toMatchObject({ recordCount: null, fieldNames: [] });
  });

  it('shows a signed-in user the items shared with them, as staff-only datasets', async () => {
    const items = byId(await list(await signedIn(server, 'tims.staff')));
    expect(items.get(CRASHES)).toMatchObject({
      title: 'Crash Locations',
      access: 'staff',
      recordCount: 99,
      category: 'Safety',
      serviceUrl: `${stub.root}/Crashes/FeatureServer/0`,
    });
    expect(items.get(IDS.bridges)).toMatchObject({ access: 'staff', source: 'tims' });
  });

  it('explains another server’s fields with their own descriptions, and offers no download', async () => {
    const response = await server.app.inject(`/tims/api/datasets/${ROADS}`);
    expect(response.statusCode).toBe(200);
    const details = response.json<DatasetDetails>();
    expect(details.id).toBe(`${ROADS}_0`);
    // The local portal keeps no licence for its items.
    expect(details.licence).toBe('');
    expect(details.tags).toEqual(['roads', 'inventory']);
    expect(details.downloads).toEqual([]);
    expect(details.portalItemUrl).toBe(`${server.config.portal.url}/home/item.html?id=${ROADS}`);
    expect(details.extent![0]).toBeCloseTo(-84.81, 1);
    expect(details.fields.find((field) => field.name === 'ROUTE_ID')).toEqual({
      name: 'ROUTE_ID',
      alias: 'Route',
      type: 'string',
      length: 20,
      definition: 'The route number, e.g. SR-315.',
      units: null,
      values: null,
      samples: [],
    });
  });

  it('finds datasets by their bare, layered and derived ids', async () => {
    const get = (id: string) => server.app.inject(`/tims/api/datasets/${id}`);
    expect((await get(ITEM_IDS.projectsService)).json<DatasetDetails>().id).toBe(IDS.projects);
    expect((await get(`${IDS.counties}_0`)).json<DatasetDetails>().id).toBe(IDS.counties);
    expect((await get(`${IDS.counties}_1`)).statusCode).toBe(404);
    expect((await get(`${ITEM_IDS.projectsService}_7`)).statusCode).toBe(404);
    expect((await get(`${derivedItemId('Projects')}_1`)).json<DatasetDetails>().id).toBe(
      IDS.projectLines,
    );
    const states = (await get(IDS.states)).json<DatasetDetails>();
    expect(states).toMatchObject({
      title: 'States',
      source: 'tims',
      portalItemUrl: `${server.config.publicUrl}/tims/api/rest/services/States/FeatureServer`,
    });
  });

  it('asks another server anonymously, once a minute at most', async () => {
    const asked = stub.requests.filter((path) => path.endsWith('/Roads/FeatureServer')).length;
    await list();
    await list(await signedIn(server, 'tims.admin'));
    // The admin's portal answer is new; the service's answer is the one already kept.
    expect(stub.requests.filter((path) => path.endsWith('/Roads/FeatureServer')).length).toBe(
      asked,
    );
  });
});

/** The catalogue alone, against a portal that answers, then fails, then names a layer. */
describe('the glossary catalogue without the portal', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createGlossaryApp();
  }, 60_000);
  afterAll(() => server.close());

  const catalogueWith = (transport: PortalTransport, clock: { now: number }) =>
    createCatalogue({
      services: createFeatureServices(server.app.db, server.config),
      publicUrl: server.config.publicUrl,
      portalUrl: server.config.portal.url,
      dataGroupId: server.config.portal.dataGroupId,
      departmentName: 'DOT',
      stateName: 'Ohio',
      transport,
      log: { warn: () => undefined },
      now: () => clock.now,
    });
  const search = (results: object[]) => ({
    status: 200,
    text: JSON.stringify({ total: results.length, nextStart: -1, results }),
  });
  const serviceItem = (id: string, title: string, url: string) => ({
    id,
    title,
    type: 'Feature Service',
    url,
    access: 'public',
    tags: [],
    modified: Date.UTC(2026, 0, 1),
  });

  it('keeps TIMS layers under derived ids when the portal cannot be reached', async () => {
    const clock = { now: 0 };
    const catalogue = catalogueWith(() => Promise.reject(new Error('down')), clock);
    const datasets = await catalogue.datasets(ANONYMOUS);
    expect(datasets.map((dataset) => dataset.id).sort()).toEqual(
      [
        `${derivedItemId('Projects')}_0`,
        `${derivedItemId('Projects')}_1`,
        derivedItemId('Bridges'),
        derivedItemId('Counties'),
        derivedItemId('Districts'),
        derivedItemId('States'),
      ].sort(),
    );
  });

  it('answers with the last portal answer while the portal is down, and asks again after a minute', async () => {
    const clock = { now: 0 };
    let calls = 0;
    let up = true;
    const url = `${server.config.publicUrl}/tims/api/rest/services/Counties/FeatureServer`;
    const catalogue = catalogueWith(async () => {
      calls++;
      if (!up) throw new Error('down');
      return search([serviceItem(ITEM_IDS.countiesService, 'Counties', url)]);
    }, clock);
    expect((await catalogue.find(ITEM_IDS.countiesService, ANONYMOUS))?.title).toBe('Counties');
    up = false;
    clock.now += 30_000;
    await catalogue.datasets(ANONYMOUS);
    expect(calls).toBe(1);
    clock.now += 31_000;
    const stale = await catalogue.datasets(ANONYMOUS);
    expect(calls).toBe(2);
    expect(stale.some((dataset) => dataset.id === ITEM_IDS.countiesService)).toBe(true);
  });

  it('gives an item naming one layer of a TIMS service that layer alone', async () => {
    const lines = `${server.config.publicUrl}/tims/api/rest/services/projects/FeatureServer/1/`;
    const catalogue = catalogueWith(
      async () => search([serviceItem(LINES_ONLY, 'Project lines', lines)]),
      { now: 0 },
    );
    const datasets = await catalogue.datasets(ANONYMOUS);
    const ids = datasets.filter((dataset) => dataset.key.startsWith('tims:Projects'));
    expect(ids.map((dataset) => [dataset.id, dataset.key])).toEqual([
      [LINES_ONLY, 'tims:Projects/1'],
      [`${derivedItemId('Projects')}_0`, 'tims:Projects/0'],
    ]);
  });

  it('takes an item’s HTML description, credits and licence as text', async () => {
    const item = {
      ...serviceItem(CRASHES, 'Crashes', 'http://127.0.0.1:9/arcgis/rest/services/X/FeatureServer'),
      description: '<p>Crashes &amp; injuries<br/>since 2020</p><script>x</script>',
      accessInformation: 'Office of <b>Safety</b>',
      licenseInfo: '<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>',
    };
    const catalogue = catalogueWith(async () => search([item]), { now: 0 });
    const found = await catalogue.find(CRASHES, ANONYMOUS);
    expect(found?.defaults).toMatchObject({
      description: 'Crashes & injuries\nsince 2020',
      steward: 'Office of Safety',
      licence: 'CC BY 4.0',
      category: 'Safety',
    });
  });
});
