import { loadStateGeography } from '../../geo/stateGeography';
import { createTestApp, type TestApp } from '../helper';

const SERVICES = '/tims/api/rest/services';

/** Counties and Districts, served from the Census boundaries held in memory. */
describe('the Counties and Districts FeatureServers', () => {
  let server: TestApp;
  const { counties, districts } = loadStateGeography('39');
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  const get = async <T>(path: string) => {
    const response = await server.app.inject(`${SERVICES}${path}`);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it("serves Ohio's 88 counties and 12 districts as polygons", async () => {
    const layer = await get<{ geometryType: string; name: string }>(
      '/Counties/FeatureServer/0?f=json',
    );
    expect(layer).toMatchObject({ name: 'Counties', geometryType: 'esriGeometryPolygon' });
    expect(
      await get('/Counties/FeatureServer/0/query?where=1%3D1&returnCountOnly=true&f=json'),
    ).toEqual({
      count: 88,
    });
    expect(await get('/Districts/FeatureServer/0/query?returnCountOnly=true&f=json')).toEqual({
      count: 12,
    });
  });

  it('groups every county into exactly one district', () => {
    const members = districts.flatMap((district) => district.counties).sort();
    expect(members).toEqual(counties.map((county) => county.fips).sort());
  });

  it('finds counties by where and answers GeoJSON outlines', async () => {
    const body = await get<{
      features: { properties: { name: string }; geometry: { type: string } }[];
    }>(
      "/Counties/FeatureServer/0/query?where=fips%20IN%20('39041','39049')&outFields=name&orderByFields=name&f=geojson",
    );
    expect(body.features.map((feature) => feature.properties.name)).toEqual([
      'Delaware',
      'Franklin',
    ]);
    expect(body.features[0]!.geometry.type).toBe('MultiPolygon');

    const district = counties.find((county) => county.name === 'Franklin')!.district;
    const inDistrict = await get<{ objectIds: number[] }>(
      `/Counties/FeatureServer/0/query?where=district%3D${district}&returnIdsOnly=true&f=json`,
    );
    expect(inDistrict.objectIds).toEqual(
      counties
        .filter((county) => county.district === district)
        .map((county) => Number(county.fips))
        .sort((a, b) => a - b),
    );
  });

  it('answers Esri polygons in Web Mercator, a page at a time', async () => {
    const body = await get<{
      features: { attributes: { name: string }; geometry: { rings: number[][][] } }[];
      exceededTransferLimit: boolean;
      spatialReference: { wkid: number };
    }>(
      '/Districts/FeatureServer/0/query?where=1%3D1&outFields=name&outSR=102100&resultRecordCount=5&f=json',
    );
    expect(body.features.map((feature) => feature.attributes.name)).toEqual([
      'District 1',
      'District 2',
      'District 3',
      'District 4',
      'District 5',
    ]);
    expect(body.exceededTransferLimit).toBe(true);
    expect(body.spatialReference.wkid).toBe(102100);
    const [x] = body.features[0]!.geometry.rings[0]![0]!;
    expect(Math.abs(x!)).toBeGreaterThan(8_000_000); // metres, not degrees
  });
});
