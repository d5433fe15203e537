import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { seedDemoBridges } from '../../bridges/seedDemoBridges';
import { derivedItemId } from '../../datasets/datasetKeys';
import { GROUP_IDS, ITEM_IDS } from '../../portal/constants';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import type { TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';
import type { PortalTarget } from '../portal/portalTargets';
import { portalTargets } from '../portal/portalTargets';
import { TEST_COUNT, TEST_SEED, TEST_TODAY } from '../projects/projectsHelper';

/** The datasets of the local portal's data group and TIMS's own layers, by their ids. */
export const IDS = {
  projects: `${ITEM_IDS.projectsService}_0`,
  projectLines: `${ITEM_IDS.projectsService}_1`,
  bridges: ITEM_IDS.bridgesService,
  counties: ITEM_IDS.countiesService,
  districts: ITEM_IDS.districtsService,
  /** No item of the data group names the States service: its id is derived from its name. */
  states: derivedItemId('States'),
} as const;

export const TEST_BRIDGES = 300;

/**
 * A server with the local portal (whose data group names TIMS's services) and the test data:
 * the deterministic demo projects and a few hundred bridges.
 */
export async function createGlossaryApp(
  target: PortalTarget = portalTargets[0]!,
): Promise<TestApp> {
  const server = await target.create();
  // The local portal seeds its users, groups and items (and the glossary its text) when ready.
  await server.app.ready();
  await seedDemoProjects(server.app.repositories.projects, {
    stateFips: '39',
    seed: TEST_SEED,
    count: TEST_COUNT,
    today: TEST_TODAY,
  });
  await seedDemoBridges(server.app.repositories.bridges, {
    stateFips: '39',
    count: TEST_BRIDGES,
    year: 2026,
  });
  return server;
}

/** The headers of a user signed in to the local portal (`tims.admin`, `tims.staff`, `tims.public`). */
export async function signedIn(server: TestApp, username: string): Promise<Record<string, string>> {
  const token = await generateToken(server, username);
  return { authorization: `Bearer ${token}`, 'x-tims-username': username };
}

export interface DataItem {
  id: string;
  title: string;
  url: string | null;
  access?: 'public' | 'org' | 'shared' | 'private';
  tags?: string[];
  description?: string;
  licenseInfo?: string;
}

/** A Feature Service item shared with the data group, as a publisher would add it. */
export async function addDataItem(server: TestApp, item: DataItem): Promise<void> {
  const now = new Date('2026-05-01T00:00:00Z').toISOString();
  await server.app.db
    .insertInto('portal_items')
    .values({
      id: item.id,
      owner: 'tims.admin',
      title: item.title,
      type: 'Feature Service',
      type_keywords: JSON.stringify(['ArcGIS Server', 'Data', 'Feature Service', 'Service']),
      name: null,
      snippet: `${item.title}.`,
      description: item.description ?? `<p>${item.title} of the department.</p>`,
      tags: JSON.stringify(item.tags ?? ['roads']),
      thumbnail: null,
      url: item.url,
      access: item.access ?? 'public',
      extent: JSON.stringify([
        [-84.8, 38.4],
        [-80.5, 42],
      ]),
      data: null,
      created_at: now,
      modified_at: now,
    })
    .execute();
  await server.app.db
    .insertInto('portal_item_groups')
    .values({ item_id: item.id, group_id: GROUP_IDS.data })
    .execute();
}

export interface StubFeatureServer {
  /** `http://127.0.0.1:{port}/arcgis/rest/services`. */
  root: string;
  /** Requests received, by path. */
  readonly requests: string[];
  close(): Promise<void>;
}

const ROAD_FIELDS = [
  { name: 'OBJECTID', type: 'esriFieldTypeOID', alias: 'OBJECTID' },
  {
    name: 'ROUTE_ID',
    type: 'esriFieldTypeString',
    alias: 'Route',
    length: 20,
    description: JSON.stringify({
      value: 'The route number, e.g. SR-315.',
      fieldValueType: 'nameOrTitle',
    }),
  },
  { name: 'AADT', type: 'esriFieldTypeInteger', alias: 'Annual average daily traffic' },
];

/**
 * Another department server's FeatureServers, as ArcGIS Server answers: `Roads` with two layers,
 * `Crashes` with one, and `Locked`, which wants a token (499 in an HTTP 200).
 */
export async function startStubFeatureServer(): Promise<StubFeatureServer> {
  const app = Fastify();
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(request.url.split('?', 1)[0]!);
  });
  const base = '/arcgis/rest/services';
  app.get(`${base}/Roads/FeatureServer`, async () => ({
    layers: [
      { id: 0, name: 'Road inventory' },
      { id: 1, name: 'Traffic counts' },
    ],
  }));
  app.get(`${base}/Roads/FeatureServer/:layer`, async (request) => {
    const id = Number((request.params as { layer: string }).layer);
    return {
      id,
      name: id === 0 ? 'Road inventory' : 'Traffic counts',
      description: id === 0 ? 'Every state route by section.' : '',
      geometryType: id === 0 ? 'esriGeometryPolyline' : 'esriGeometryPoint',
      fields: ROAD_FIELDS,
      extent: {
        xmin: -9441000,
        ymin: 4637000,
        xmax: -8962000,
        ymax: 5161000,
        spatialReference: { wkid: 102100, latestWkid: 3857 },
      },
      editingInfo: { lastEditDate: Date.UTC(2026, 3, 2) },
    };
  });
  app.get(`${base}/Roads/FeatureServer/:layer/query`, async (request) => ({
    count: (request.params as { layer: string }).layer === '0' ? 1234 : 56,
  }));
  app.get(`${base}/Crashes/FeatureServer/0`, async () => ({
    id: 0,
    name: 'Crashes',
    geometryType: 'esriGeometryPoint',
    fields: ROAD_FIELDS.slice(0, 1),
    extent: { xmin: -84, ymin: 39, xmax: -81, ymax: 41, spatialReference: { wkid: 4326 } },
  }));
  app.get(`${base}/Crashes/FeatureServer/0/query`, async () => ({ count: 99 }));
  app.get(`${base}/Locked/FeatureServer`, async () => ({
    error: { code: 499, message: 'Token Required', details: [] },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    root: `http://127.0.0.1:${port}${base}`,
    requests,
    close: () => app.close(),
  };
}
