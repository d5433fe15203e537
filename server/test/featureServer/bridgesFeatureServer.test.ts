import { bridgesRepository } from '../../bridges/bridgesRepository';
import { conditionOf, generateBridges } from '../../bridges/generateBridges';
import type { TestApp } from '../helper';
import { createPortalApp, form, generateToken } from '../portal/portalHelper';

const SERVICE = '/tims/api/rest/services/Bridges/FeatureServer';

interface Envelope {
  error?: { code: number; message: string; details?: string[] };
}

/** Bridges: staff-only data behind ArcGIS's token rules (contract §1.2, §2.14). */
describe('the Bridges FeatureServer', () => {
  let server: TestApp;
  let token: string;
  const bridges = [...generateBridges({ seed: 7, count: 300, stateFips: '39', year: 2026 })];
  beforeAll(async () => {
    server = await createPortalApp();
    await server.app.ready();
    await bridgesRepository(server.app.db).insert(bridges);
    token = await generateToken(server, 'tims.staff');
  }, 60_000);
  afterAll(() => server.close());

  const get = async (path: string) => (await server.app.inject(`${SERVICE}${path}`)).json();

  it('answers 499 without a token and 498 with a bad one, at HTTP 200', async () => {
    const none = await server.app.inject(`${SERVICE}/0/query?where=1%3D1&f=json`);
    expect(none.statusCode).toBe(200);
    expect(none.json<Envelope>().error).toMatchObject({ code: 499, message: 'Token Required' });
    expect(((await get('/0?f=json&token=nonsense')) as Envelope).error?.code).toBe(498);
    expect(((await get('?f=json')) as Envelope).error?.code).toBe(499);
  });

  it('answers a signed-in user, with the token in the query, the form or a header', async () => {
    const byQuery = await get(`/0/query?where=1%3D1&returnCountOnly=true&f=json&token=${token}`);
    expect(byQuery).toEqual({ count: bridges.length });
    const byForm = await server.app.inject({
      method: 'POST',
      url: `${SERVICE}/0/query`,
      ...form({ where: "condition = 'Poor'", returnCountOnly: 'true', f: 'json', token }),
    });
    expect(byForm.json()).toEqual({
      count: bridges.filter((bridge) => bridge.condition === 'Poor').length,
    });
    const byHeader = await server.app.inject({
      url: `${SERVICE}/0?f=json`,
      headers: { 'x-esri-authorization': `Bearer ${token}` },
    });
    expect(byHeader.json()).toMatchObject({
      name: 'Bridges',
      geometryType: 'esriGeometryPoint',
      drawingInfo: { renderer: { type: 'uniqueValue', field1: 'condition' } },
    });
  });

  it('refuses an account that is not DOT staff with a 403 envelope naming it', async () => {
    const visitor = await generateToken(server, 'tims.public');
    for (const path of ['?f=json', '/layers?f=json', '/0?f=json', '/0/query?where=1%3D1&f=json']) {
      const response = await server.app.inject(`${SERVICE}${path}&token=${visitor}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Envelope>().error).toEqual({
        code: 403,
        message: "You are signed in as 'tims.public' but this layer is for DOT staff only.",
        details: [],
      });
    }
    // The same account reads the public layers.
    const projects = await server.app.inject(
      `/tims/api/rest/services/Projects/FeatureServer/0?f=json&token=${visitor}`,
    );
    expect(projects.json()).toMatchObject({ name: 'Projects' });
  });

  it('answers the attributes of a bridge by its object id', async () => {
    const bridge = bridges[42]!;
    const body = await get(
      `/0/query?objectIds=${Number(bridge.structure_number)}&outFields=*&returnGeometry=false&f=json&token=${token}`,
    );
    expect(body.features).toEqual([
      {
        attributes: expect.objectContaining({
          OBJECTID: Number(bridge.structure_number),
          structureNumber: bridge.structure_number,
          county: bridge.county_name,
          yearBuilt: bridge.year_built,
          condition: bridge.condition,
        }),
      },
    ]);
  });
});

describe('demo bridges', () => {
  const bridges = [...generateBridges({ seed: 11, count: 2000, stateFips: '39', year: 2026 })];

  it('are unique, inside the state, and rated as their condition says', () => {
    expect(new Set(bridges.map((bridge) => bridge.structure_number)).size).toBe(bridges.length);
    for (const bridge of bridges) {
      expect(bridge.structure_number).toMatch(/^\d{7}$/);
      expect(bridge.x).toBeGreaterThan(-85);
      expect(bridge.x).toBeLessThan(-80.5);
      const lowest = Math.min(
        bridge.deck_rating,
        bridge.superstructure_rating,
        bridge.substructure_rating,
      );
      expect(bridge.condition).toBe(conditionOf(lowest));
      expect(bridge.year_built).toBeLessThan(2026);
    }
    const conditions = new Set(bridges.map((bridge) => bridge.condition));
    expect(conditions).toEqual(new Set(['Good', 'Fair', 'Poor']));
  });

  it('are the same on every run', () => {
    const again = [...generateBridges({ seed: 11, count: 2000, stateFips: '39', year: 2026 })];
    expect(again).toEqual(bridges);
  });
});
